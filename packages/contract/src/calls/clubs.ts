import { z } from 'zod';
import { defineCall, ok } from '../define';
import { academicYear, club, clubCountOption, clubListRow, clubOption, memberBrief, pstMember } from '../entities';
import { countOut, id, optionalId, page, searchText } from '../fields';

export const getClubs = defineCall({
  name: 'get_clubs',
  reads: ['clubs', 'members'], keep: { per: 'everyone' }, offline: true,
  method: 'GET',
  auth: true,
  summary: 'Every club with its member count, for the club dropdowns ("All Clubs (n)").',
  request: z.object({}),
  // total_members_count is the n of "All Clubs (n)".
  response: ok({ data: z.array(clubCountOption), total_members_count: countOut }),
});

export const getClubsList = defineCall({
  name: 'get_clubs_list',
  reads: ['clubs', 'members'], keep: { per: 'everyone' }, offline: true,
  method: 'POST',
  auth: true,
  summary: 'Paged, searchable club list for /clubs.',
  request: z.object({ page, search: searchText }),
  response: ok({ data: z.array(clubListRow), totalCount: countOut }),
});

export const getClubDetails = defineCall({
  name: 'get_club_details',
  reads: ['clubs', 'members', 'years'], keep: { per: 'viewer' }, offline: true,
  method: 'POST',
  auth: true,
  summary: 'Club info, academic years, officers (PSTs) of the chosen year and club managers.',
  // academic_year absent on first load: the server uses the first year of the list (the current one).
  request: z.object({ club_id: id, academic_year: optionalId }),
  response: ok({
    data: z.object({
      club,
      academic_years: z.array(academicYear),
      pst_members: z.array(pstMember),
      /** Club managers. */
      members: z.array(memberBrief),
    }),
  }),
});

export const getMemberManagerClub = defineCall({
  name: 'get-member-manager-club',
  reads: ['roles', 'clubs'],
  method: 'POST',
  auth: true,
  summary: 'Clubs the signed-in member manages (the club select of the activity form). Empty for non-managers.',
  request: z.object({}),
  response: ok({ data: z.array(clubOption) }),
});
