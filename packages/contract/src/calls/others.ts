import { z } from 'zod';
import { defineCall, ok } from '../define';
import { otherTypeData } from '../entities';
import { OTHER_TYPES } from '../fields';

export const getOtherType = defineCall({
  name: 'get_other_type',
  reads: ['others'], keep: { per: 'everyone' },
  method: 'GET',
  auth: true,
  summary: 'Others pages (M.Council, Int E.O, Int. Dir, Past Int. Dir, Resources): items of one type and the page title.',
  request: z.object({ type: z.enum(OTHER_TYPES, { error: `type must be one of ${OTHER_TYPES.join(', ')}` }) }),
  // data items follow the type: mocouncils → councilItem, inteo → executiveOfficerItem,
  // intdir/pastintdir → directorItem, resource → resourceItem. type echoes the request.
  response: ok({ data: otherTypeData, title: z.string(), type: z.enum(OTHER_TYPES) }),
});
