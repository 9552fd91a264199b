import { z } from 'zod';
import { defineCall, ok } from '../define';
import { memberProfile } from '../entities';
import {
  MAX_LENGTH,
  mobile10,
  nameText,
  optionalDate,
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalWebsite,
} from '../fields';

export const getProfileDetails = defineCall({
  name: 'get-profile-details',
  reads: ['members', 'clubs'],
  method: 'POST',
  auth: true,
  summary: 'The signed-in member’s own profile.',
  request: z.object({}),
  response: ok({ data: memberProfile }),
});

/**
 * Fields a member may edit on their own profile (multipart text parts).
 * Optional fields: absent = unchanged, '' = cleared.
 */
export const memberProfileForm = z.object({
  memName: nameText,
  mobileNumber: mobile10,
  phoneNumber: optionalPhone,
  profession: optionalText(MAX_LENGTH.name),
  dateOfBirth: optionalDate,
  marriageDay: optionalDate,
  spouse: optionalText(MAX_LENGTH.name),
  postalAddress: optionalText(MAX_LENGTH.text),
  emailAddress: optionalEmail,
  websiteAddress: optionalWebsite,
  positionsheld: optionalText(MAX_LENGTH.text),
  aboutMe: optionalText(MAX_LENGTH.description),
});

export const updateMemberProfile = defineCall({
  name: 'update_member_profile',
  changes: ['members', 'audit'],
  method: 'POST',
  auth: true,
  summary: 'Update the signed-in member’s profile (multipart, optional memPhoto); answers the updated user.',
  request: memberProfileForm,
  // data has the same shape as otp-verify's user: the web replaces its stored userData with it.
  response: ok({ data: memberProfile }),
  files: [{ name: 'memPhoto', required: false }],
});
