/** Admin calls of the district lists (docs/product.md §2.16): every list through the one resource engine. */
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../lib/call-route.js';
import { registerResource } from './resource.js';
import { districtActivities, districtEvents } from './events.js';
import { cabinetCategories, cabinetMembers, cabinetYears } from './cabinet.js';
import { regionMembers, regions, zoneMembers, zones } from './regions.js';
import { governors } from './governors.js';
import { businessCategories, districtContacts, graduates, mjf, others } from './lists.js';
import { pickerOptions } from './options.js';
import { readSettings, saveSettings } from './settings.js';

export const RESOURCE_DEFS = [
  districtEvents,
  districtActivities,
  cabinetCategories,
  cabinetYears,
  cabinetMembers,
  regions,
  regionMembers,
  zones,
  zoneMembers,
  governors,
  mjf,
  graduates,
  others,
  businessCategories,
  districtContacts,
];

const adminDirectoryRoutes: FastifyPluginAsync = async (app) => {
  for (const def of RESOURCE_DEFS) registerResource(app, def);
  const defaults = app.appConfig.district;

  registerCall(app, 'admin/district-settings/get', async ({ member }) => ({
    status: true,
    message: 'District settings.',
    data: await readSettings(app.db, defaults, member.id),
  }));

  registerCall(app, 'admin/district-settings/save', async ({ input, member, request }) => ({
    status: true,
    message: 'Saved.',
    data: await saveSettings(app.db, defaults, { id: member.id, requestId: request.id }, input, app.now()),
  }));

  registerCall(app, 'admin/district-lists/options', async ({ input, member }) => ({
    status: true,
    message: 'Options.',
    data: await pickerOptions(app.db, member.id, input.kind, input.search),
  }));
};

export default adminDirectoryRoutes;
