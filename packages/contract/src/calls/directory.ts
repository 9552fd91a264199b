import { z } from 'zod';
import { defineCall, ok } from '../define';
import {
  academicYear,
  cabinetCategory,
  cabinetLeader,
  graduate,
  mjfProfile,
  region,
  regionMember,
  zoneMember,
} from '../entities';
import { countOut, id, optionalId, page, pageOrWhole } from '../fields';

export const getDirectory = defineCall({
  name: 'get_directory',
  reads: ['cabinet', 'years'], keep: { per: 'everyone' }, offline: true,
  method: 'POST',
  auth: true,
  summary: 'Academic years (current first, then newest first) and the cabinet categories of the chosen year (null = first year).',
  request: z.object({ year: optionalId }),
  response: ok({
    data: z.object({ academic_years: z.array(academicYear), cab_leaders: z.array(cabinetCategory) }),
  }),
});

export const getRegions = defineCall({
  name: 'get_regions',
  reads: ['regions', 'years'], keep: { per: 'everyone' }, offline: true,
  method: 'POST',
  auth: true,
  summary: 'Regions of an academic year (absent/null = first year).',
  request: z.object({ academic_year_id: optionalId }),
  response: ok({ data: z.array(region) }),
});

export const cabLeaderList = defineCall({
  name: 'cab_leader_list',
  reads: ['cabinet', 'members', 'years'], keep: { per: 'viewer' }, offline: true,
  method: 'POST',
  auth: true,
  summary: 'Paged members of one district cabinet category-year (dist_category_id = dCAYId).',
  request: z.object({ dist_category_id: id, page }),
  response: ok({ data: z.array(cabinetLeader), totalCount: countOut, dcay_name: z.string() }),
});

export const getDistrictGraduates = defineCall({
  name: 'get_district_graduates',
  reads: ['graduates', 'members'], keep: { per: 'viewer' }, offline: true,
  method: 'POST',
  auth: true,
  summary:
    'District graduates, latest first. Without page (as the member app sends it) the whole list; with page, that page ' +
    'of PAGE_SIZE (the web pages it, so a country-sized roster stays quick). totalCount counts them all.',
  request: z.object({ page: pageOrWhole }),
  // A plain array of graduate profiles, like the other directory lists.
  response: ok({ data: z.array(graduate), totalCount: countOut }),
});

export const getMjpfProfiles = defineCall({
  name: 'get_mjpf_profiles',
  reads: ['mjf', 'members'], keep: { per: 'viewer' }, offline: true,
  method: 'POST',
  auth: true,
  summary:
    'MJF / PMJF profiles, latest first. Without page (as the member app sends it) the whole list; with page, that page ' +
    'of PAGE_SIZE (the web pages it). totalCount counts them all.',
  request: z.object({ page: pageOrWhole }),
  response: ok({ data: z.object({ profiles: z.array(mjfProfile) }), totalCount: countOut }),
});

export const getRegionById = defineCall({
  name: 'get_region_by_id',
  reads: ['regions', 'members', 'clubs'], keep: { per: 'viewer' }, offline: true,
  method: 'POST',
  auth: true,
  summary: 'Region leaders and zone leaders (with their clubs) of one region.',
  request: z.object({ region_id: id }),
  response: ok({
    data: z.object({ members: z.array(regionMember), zoneMembers: z.array(zoneMember) }),
    region_name: z.string(),
  }),
});
