import { z } from 'zod';
import { defineCall, ok } from '../define';
import { clubActivity, districtActivity, districtEvent } from '../entities';
import { countOut, descriptionText, flag, id, idOrAll, isoDate, page, searchText, titleText } from '../fields';

// ---------------------------------------------------------------- club activities

export const getClubActivities = defineCall({
  name: 'get_club_activities',
  reads: ['club-activities', 'clubs', 'roles'], keep: { per: 'viewer' },
  method: 'POST',
  auth: true,
  summary: 'Paged, searchable club activities, of one club or all.',
  // club_id: 'all' / '' / absent = every club (parsed to null).
  request: z.object({ page, club_id: idOrAll, search_text: searchText }),
  // isManager: 1 when the signed-in member manages at least one club (shows the add button).
  response: ok({ data: z.array(clubActivity), totalCount: countOut, isManager: flag }),
});

export const getClubActivityDetails = defineCall({
  name: 'get_club_activity_details',
  reads: ['club-activities', 'clubs', 'roles'], keep: { per: 'viewer' },
  method: 'POST',
  auth: true,
  summary: 'One club activity.',
  request: z.object({ cald: id }),
  // isManager: 1 when the signed-in member manages this activity's club (edit/delete buttons).
  response: ok({ data: clubActivity, isManager: flag }),
});

/** Club activity form (multipart text parts). */
export const clubActivityForm = z.object({
  clubld: id,
  caTitle: titleText,
  caDesc: descriptionText,
  caDate: isoDate,
});

export const addClubActivities = defineCall({
  name: 'add_club_activities',
  changes: ['club-activities', 'audit'],
  method: 'POST',
  auth: true,
  summary: 'A club manager adds an activity to a club they manage (multipart, optional caImage).',
  request: clubActivityForm,
  response: ok({}),
  files: [{ name: 'caImage', required: false }],
});

export const updateClubActivities = defineCall({
  name: 'update_club_activities',
  changes: ['club-activities', 'audit'],
  method: 'POST',
  auth: true,
  summary: 'A club manager edits an activity (multipart; caImage replaces the image only when sent).',
  request: clubActivityForm.extend({ ca_id: id }),
  response: ok({}),
  files: [{ name: 'caImage', required: false }],
});

export const deleteClubActivities = defineCall({
  name: 'delete_club_activities',
  changes: ['club-activities', 'audit'],
  method: 'POST',
  auth: true,
  summary: 'A club manager deletes an activity.',
  request: z.object({ ca_id: id }),
  response: ok({}),
});

// ---------------------------------------------------------------- district activities / events

export const getDistrictActivities = defineCall({
  name: 'get_district_activities',
  reads: ['district-activities'], keep: { per: 'everyone' },
  method: 'POST',
  auth: true,
  summary: 'Paged, searchable district activities (newest first).',
  request: z.object({ page, search: searchText }),
  response: ok({ data: z.array(districtActivity), totalCount: countOut }),
});

export const getDistrictActivitiesDetails = defineCall({
  name: 'get_district_activities_details',
  reads: ['district-activities'], keep: { per: 'everyone' },
  method: 'POST',
  auth: true,
  summary: 'One district activity.',
  request: z.object({ activity_id: id }),
  // data is the activity itself, like get_club_activity_details.
  response: ok({ data: districtActivity }),
});

export const getDistrictEvents = defineCall({
  name: 'get_district_events',
  reads: ['district-events'], keep: { per: 'everyone', day: true }, offline: true,
  method: 'POST',
  auth: true,
  summary: 'Paged, searchable district events: running and upcoming first (soonest start first), then past (most recent first).',
  request: z.object({ page, search: searchText }),
  response: ok({ data: z.array(districtEvent), totalCount: countOut }),
});

export const getDistrictEventDetails = defineCall({
  name: 'get_district_event_details',
  reads: ['district-events'], keep: { per: 'everyone' }, offline: true,
  method: 'POST',
  auth: true,
  summary: 'One district event.',
  // The id field is named activity_id even for events (docs/product.md §4.2).
  request: z.object({ activity_id: id }),
  // data is the event itself, like get_club_activity_details.
  response: ok({ data: districtEvent }),
});
