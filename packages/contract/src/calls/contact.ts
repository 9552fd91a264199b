import { z } from 'zod';
import { defineCall, ok } from '../define';
import { contact } from '../entities';

export const getContact = defineCall({
  name: 'get_contact',
  reads: ['district-contacts', 'settings'],
  method: 'POST',
  auth: true,
  summary: 'District contact cards.',
  request: z.object({}),
  response: ok({ data: z.array(contact) }),
});
