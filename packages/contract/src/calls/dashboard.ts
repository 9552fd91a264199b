import { defineCall, ok } from '../define';
import { dashboardData } from '../entities';
import { idOut } from '../fields';
import { z } from 'zod';

export const getDashboard = defineCall({
  name: 'get_dashboard',
  reads: ['members', 'clubs', 'governors', 'years', 'club-activities', 'district-activities', 'district-events'], keep: { per: 'viewer', day: true },
  method: 'POST',
  auth: true,
  summary: 'Home dashboard: counts, DG/FVDG/SVDG cards, today’s celebrations and latest activities/events.',
  request: z.object({}),
  // club_id: the signed-in member's own club ("My Club" tile).
  response: ok({ data: dashboardData, club_id: idOut }),
});
