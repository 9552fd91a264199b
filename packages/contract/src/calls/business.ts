import { z } from 'zod';
import { defineCall, ok } from '../define';
import { business, businessCategory, memberBrief } from '../entities';
import { countOut, descriptionText, id, idOrAll, optionalId, optionalWebsite, page, titleText } from '../fields';

export const getBusinessDetails = defineCall({
  name: 'get_business_details',
  reads: ['businesses', 'members'], keep: { per: 'viewer' },
  method: 'POST',
  auth: true,
  summary: 'A member’s business (own when member_id is absent) and the owner member.',
  request: z.object({ member_id: optionalId }),
  // get_business is null when the member has no business; get_members is the owner (one object despite the name).
  response: ok({ data: z.object({ get_business: business.nullable(), get_members: memberBrief }) }),
});

export const getBusinessCategories = defineCall({
  name: 'get_business_categories',
  reads: ['businesses'], keep: { per: 'everyone' }, offline: true,
  method: 'POST',
  auth: true,
  summary: 'Business categories with their business counts.',
  request: z.object({}),
  response: ok({ data: z.array(businessCategory) }),
});

export const getBusinessInfo = defineCall({
  name: 'get_business_info',
  reads: ['businesses', 'members'], keep: { per: 'viewer' }, offline: true,
  method: 'POST',
  auth: true,
  summary: 'Businesses of one category (null / "all" = every category), paged.',
  // page is an addition (absent = 1) so large categories stay bounded; totalCount tells the web whether more exist.
  request: z.object({ category_id: idOrAll, page }),
  response: ok({ data: z.array(business), totalCount: countOut }),
});

/** Business form (multipart text parts). */
export const businessForm = z.object({
  brCategory: id,
  brTitle: titleText,
  brDescription: descriptionText,
  brWebSiteAddr: optionalWebsite,
});

export const addBusinessProfile = defineCall({
  name: 'add_business_profile',
  changes: ['businesses', 'audit'],
  method: 'POST',
  auth: true,
  summary: 'Create the signed-in member’s business profile (one per member; multipart, optional brImage).',
  request: businessForm,
  response: ok({}),
  files: [{ name: 'brImage', required: false }],
});

export const updateBusinessProfile = defineCall({
  name: 'update_business_profile',
  changes: ['businesses', 'audit'],
  method: 'POST',
  auth: true,
  summary: 'Update the signed-in member’s business profile (multipart; brImage replaces the image when sent).',
  request: businessForm,
  response: ok({}),
  files: [{ name: 'brImage', required: false }],
});
