import type { FastifyPluginAsync } from 'fastify';

import { viewerOf } from '../../access/privacy.js';
import { registerCall } from '../../lib/call-route.js';
import * as service from './service.js';

const directoryRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, 'get_directory', async ({ input }) => {
    const data = await service.directory(app.db, input.year);
    return { status: true as const, message: 'District directory.', data };
  });

  registerCall(app, 'get_regions', async ({ input }) => {
    const data = await service.regions(app.db, input.academic_year_id);
    return { status: true as const, message: data.length ? 'Regions.' : 'No Regions and Zone Data Found.', data };
  });

  registerCall(app, 'cab_leader_list', async ({ input, member }) => {
    const result = await service.cabinetLeaders(app.db, await viewerOf(app.db, member), input.dist_category_id, input.page);
    return { status: true as const, message: result.data.length ? 'District cabinet.' : 'No Data Found', ...result };
  });

  registerCall(app, 'get_region_by_id', async ({ input, member }) => {
    const { members, zoneMembers, region_name } = await service.regionById(app.db, await viewerOf(app.db, member), input.region_id);
    return { status: true as const, message: 'Region.', data: { members, zoneMembers }, region_name };
  });

  registerCall(app, 'get_mjpf_profiles', async ({ input, member }) => {
    const { profiles, totalCount } = await service.mjfProfiles(app.db, await viewerOf(app.db, member), input.page);
    return { status: true as const, message: profiles.length ? 'MJF / PMJF profiles.' : 'No Data Found', data: { profiles }, totalCount };
  });

  registerCall(app, 'get_district_graduates', async ({ input, member }) => {
    const { data, totalCount } = await service.graduates(app.db, await viewerOf(app.db, member), input.page);
    return { status: true as const, message: data.length ? 'District graduates.' : 'No Data Found', data, totalCount };
  });
};

export default directoryRoutes;
