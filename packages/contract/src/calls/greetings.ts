import { z } from 'zod';
import { defineCall, ok } from '../define';
import { greeting } from '../entities';
import { countOut, optionalDate, page } from '../fields';

export const getGreetings = defineCall({
  name: 'get_greetings',
  reads: ['members', 'clubs'], keep: { per: 'viewer', day: true }, offline: true,
  method: 'POST',
  auth: true,
  summary: 'Birthdays and marriage anniversaries falling on a day (month and day; default today), paged.',
  // start_date absent / '' / null = today in the district's time zone.
  request: z.object({ start_date: optionalDate, page }),
  response: ok({ data: z.array(greeting), totalCount: countOut }),
});
