import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CallDef } from '../define';
import { MESSAGES } from '../fields';
import { CALL_COUNT, memberAppCalls as calls } from './index';

/** Every call name of the member app (docs/product.md §4.2), literally. */
const MEMBER_APP_NAMES = [
  'logout',
  'login',
  'otp-verify',
  'get_profile_list',
  'get_dashboard',
  'get_contact',
  'get_business_details',
  'get_business_categories',
  'add_business_profile',
  'update_business_profile',
  'get-profile-details',
  'update_member_profile',
  'get_district_activities',
  'get_district_events',
  'get_directory',
  'get_regions',
  'get_clubs',
  'get_members',
  'get_member_number',
  'update_mobile_number',
  'get_member_details',
  'get_club_activities',
  'get_club_activity_details',
  'delete_club_activities',
  'get_greetings',
  'get_business_info',
  'get_clubs_list',
  'get_club_details',
  'get_district_event_details',
  'get_district_activities_details',
  'cab_leader_list',
  'get_district_graduates',
  'get_mjpf_profiles',
  'get_region_by_id',
  'get_other_type',
  'get_leader_profile',
  'get-member-manager-club',
  'add_club_activities',
  'update_club_activities',
];

const all = Object.entries(calls) as [string, CallDef][];
const messageOf = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues[0]?.message;

describe('call registry', () => {
  it('has every member app call exactly once', () => {
    expect(MEMBER_APP_NAMES).toHaveLength(39);
    expect(new Set(MEMBER_APP_NAMES).size).toBe(39);
    expect(all).toHaveLength(CALL_COUNT);
    expect(Object.keys(calls).sort()).toEqual([...MEMBER_APP_NAMES].sort());
    expect(new Set(all.map(([, d]) => d.name)).size).toBe(CALL_COUNT);
  });

  it('keys match the wire names', () => {
    for (const [key, def] of all) expect(def.name).toBe(key);
  });

  it('only get_clubs and get_other_type are GET', () => {
    const gets = all.filter(([, d]) => d.method === 'GET').map(([k]) => k).sort();
    expect(gets).toEqual(['get_clubs', 'get_other_type']);
  });

  it('only login and otp-verify are public', () => {
    const open = all.filter(([, d]) => !d.auth).map(([k]) => k).sort();
    expect(open).toEqual(['login', 'otp-verify']);
  });

  it('multipart calls declare their optional file part', () => {
    const withFiles = Object.fromEntries(all.filter(([, d]) => d.files).map(([k, d]) => [k, d.files]));
    expect(withFiles).toEqual({
      add_business_profile: [{ name: 'brImage', required: false }],
      update_business_profile: [{ name: 'brImage', required: false }],
      update_member_profile: [{ name: 'memPhoto', required: false }],
      add_club_activities: [{ name: 'caImage', required: false }],
      update_club_activities: [{ name: 'caImage', required: false }],
    });
  });

  it('every call answers with status true and a message', () => {
    for (const [, def] of all) {
      const res = def.response.safeParse({ status: false, message: 'x' });
      expect(res.success).toBe(false);
    }
  });

  it('no-payload calls accept an empty body', () => {
    const none = ['logout', 'get_dashboard', 'get_contact', 'get_business_categories', 'get-profile-details',
      'get_clubs', 'get_district_graduates', 'get_mjpf_profiles', 'get-member-manager-club', 'get_business_details'] as const;
    for (const name of none) expect(calls[name].request.safeParse({}).success, name).toBe(true);
  });
});

describe('request payloads of the member app calls', () => {
  it('login / otp-verify', () => {
    expect(calls.login.request.parse({ mobile: '9876543210' })).toEqual({ mobile: '9876543210' });
    expect(messageOf(calls.login.request.safeParse({ mobile: '98765' }))).toBe(MESSAGES.mobile);
    expect(messageOf(calls.login.request.safeParse({}))).toBe(MESSAGES.mobile);
    const nonce = 'A'.repeat(43);
    expect(calls['otp-verify'].request.parse({ phone: '9876543210', otp: '123456', nonce })).toEqual({
      phone: '9876543210',
      otp: '123456',
      nonce,
    });
    expect(messageOf(calls['otp-verify'].request.safeParse({ phone: '9876543210', otp: '12345', nonce }))).toBe(
      MESSAGES.otp,
    );
    // The code only works with the nonce login answered to the device.
    expect(messageOf(calls['otp-verify'].request.safeParse({ phone: '9876543210', otp: '123456' }))).toBe(MESSAGES.nonce);
    expect(messageOf(calls['otp-verify'].request.safeParse({ phone: '9876543210', otp: '123456', nonce: 'short' }))).toBe(
      MESSAGES.nonce,
    );
    expect(calls.login.response.safeParse({ status: true, message: 'OTP sent', nonce }).success).toBe(true);
  });

  it('profile types and other types', () => {
    expect(calls.get_profile_list.request.parse({ profile_type: 'dg' })).toEqual({ profile_type: 'dg' });
    expect(calls.get_profile_list.request.safeParse({ profile_type: 'king' }).success).toBe(false);
    expect(calls.get_leader_profile.request.parse({ profile_type: 'pdgs', member_id: '15' })).toEqual({
      profile_type: 'pdgs',
      member_id: 15,
    });
    expect(calls.get_other_type.request.parse({ type: 'pastintdir' })).toEqual({ type: 'pastintdir' });
    expect(calls.get_other_type.request.safeParse({ type: 'x' }).success).toBe(false);
  });

  it('paged lists', () => {
    expect(calls.get_district_activities.request.parse({ page: 1, search: '' })).toEqual({ page: 1, search: '' });
    expect(calls.get_district_events.request.parse({})).toEqual({ page: 1, search: '' });
    expect(calls.get_clubs_list.request.parse({ page: '2', search: 'cbe' })).toEqual({ page: 2, search: 'cbe' });
    expect(calls.cab_leader_list.request.parse({ dist_category_id: '4', page: 1 })).toEqual({
      dist_category_id: 4,
      page: 1,
    });
    expect(calls.get_greetings.request.parse({ start_date: '2025-03-01', page: 1 })).toEqual({
      start_date: '2025-03-01',
      page: 1,
    });
    expect(calls.get_greetings.request.parse({ page: 1 }).start_date).toBeUndefined();
    expect(calls.get_greetings.request.safeParse({ start_date: '01-03-2025', page: 1 }).success).toBe(false);
  });

  it('get_members filter_club_id: empty, all or an id', () => {
    const r = calls.get_members.request;
    expect(r.parse({ page: 1, filter_club_id: '', filter: '' })).toEqual({ page: 1, filter_club_id: null, filter: '' });
    expect(r.parse({ page: 1, filter_club_id: 'all', filter: 'raj' }).filter_club_id).toBeNull();
    expect(r.parse({ page: 1, filter_club_id: '9', filter: '' }).filter_club_id).toBe(9);
  });

  it('get_club_activities club_id: all or an id', () => {
    const r = calls.get_club_activities.request;
    expect(r.parse({ page: 1, club_id: 'all', search_text: '' })).toEqual({ page: 1, club_id: null, search_text: '' });
    expect(r.parse({ page: 1, club_id: 3 }).club_id).toBe(3);
  });

  it('get_business_info category_id: null, all or an id', () => {
    const r = calls.get_business_info.request;
    expect(r.parse({ category_id: null }).category_id).toBeNull();
    expect(r.parse({ category_id: 'all' }).category_id).toBeNull();
    expect(r.parse({ category_id: '5' }).category_id).toBe(5);
  });

  it('directory, regions, club details', () => {
    expect(calls.get_directory.request.parse({ year: null })).toEqual({ year: null });
    expect(calls.get_directory.request.parse({ year: 3 })).toEqual({ year: 3 });
    expect(calls.get_regions.request.parse({ academic_year_id: '3' })).toEqual({ academic_year_id: 3 });
    expect(calls.get_club_details.request.parse({ club_id: '12' })).toEqual({ club_id: 12, academic_year: null });
    expect(calls.get_region_by_id.request.parse({ region_id: 2 })).toEqual({ region_id: 2 });
  });

  it('ids by their odd wire names', () => {
    expect(calls.get_member_details.request.parse({ member_idd: '77' })).toEqual({ member_idd: 77 });
    expect(calls.get_club_activity_details.request.parse({ cald: 5 })).toEqual({ cald: 5 });
    expect(calls.delete_club_activities.request.parse({ ca_id: '5' })).toEqual({ ca_id: 5 });
    expect(calls.get_district_event_details.request.parse({ activity_id: 8 })).toEqual({ activity_id: 8 });
    expect(calls.get_district_activities_details.request.parse({ activity_id: '8' })).toEqual({ activity_id: 8 });
    expect(calls.get_member_number.request.parse({ member_id: 1 })).toEqual({ member_id: 1 });
    expect(calls.get_member_details.request.safeParse({ member_id: 77 }).success).toBe(false);
  });

  it('update_mobile_number', () => {
    const r = calls.update_mobile_number.request;
    expect(r.parse({ member_id: 4, new_mobile: '9876543210', new_email: '' })).toEqual({
      member_id: 4,
      new_mobile: '9876543210',
      new_email: null,
    });
    expect(r.parse({ member_id: 4, new_mobile: '9876543210', new_email: 'x@y.in' }).new_email).toBe('x@y.in');
    expect(messageOf(r.safeParse({ member_id: 4, new_mobile: '98765432' }))).toBe(MESSAGES.mobile);
    expect(messageOf(r.safeParse({ member_id: 4, new_mobile: '9876543210', new_email: 'bad' }))).toBe(MESSAGES.email);
  });

  it('club activity forms (multipart text)', () => {
    const form = { clubld: '3', caTitle: ' Blood camp ', caDesc: 'Held at GH', caDate: '2025-01-05' };
    expect(calls.add_club_activities.request.parse(form)).toEqual({
      clubld: 3,
      caTitle: 'Blood camp',
      caDesc: 'Held at GH',
      caDate: '2025-01-05',
    });
    expect(calls.update_club_activities.request.safeParse(form).success).toBe(false);
    expect(calls.update_club_activities.request.parse({ ...form, ca_id: '9' }).ca_id).toBe(9);
    expect(calls.add_club_activities.request.safeParse({ ...form, caTitle: '  ' }).success).toBe(false);
    expect(calls.add_club_activities.request.safeParse({ ...form, caDate: '' }).success).toBe(false);
  });

  it('business form', () => {
    const form = { brCategory: '2', brTitle: 'Sri Textiles', brDescription: 'Sarees', brWebSiteAddr: '' };
    expect(calls.add_business_profile.request.parse(form)).toEqual({
      brCategory: 2,
      brTitle: 'Sri Textiles',
      brDescription: 'Sarees',
      brWebSiteAddr: null,
    });
    expect(calls.update_business_profile.request.parse({ ...form, brWebSiteAddr: 'sri.in' }).brWebSiteAddr).toBe(
      'sri.in',
    );
    expect(calls.add_business_profile.request.safeParse({ ...form, brTitle: '' }).success).toBe(false);
    expect(calls.add_business_profile.request.safeParse({ ...form, brCategory: '' }).success).toBe(false);
  });

  it('update_member_profile form', () => {
    const r = calls.update_member_profile.request;
    const form = {
      memName: 'R. Kumar',
      mobileNumber: '9876543210',
      phoneNumber: '',
      profession: 'Auditor',
      dateOfBirth: '1970-06-15',
      marriageDay: '',
      spouse: 'Latha',
      postalAddress: '12 Main Rd',
      emailAddress: 'kumar@example.in',
      websiteAddress: '',
      positionsheld: 'President 2019',
      aboutMe: '',
    };
    const out = r.parse(form);
    expect(out.memName).toBe('R. Kumar');
    expect(out.phoneNumber).toBeNull();
    expect(out.marriageDay).toBeNull();
    expect(out.dateOfBirth).toBe('1970-06-15');
    expect(r.parse({ memName: 'A', mobileNumber: '9876543210' }).profession).toBeUndefined();
    expect(r.safeParse({ ...form, memName: '' }).success).toBe(false);
    expect(messageOf(r.safeParse({ ...form, mobileNumber: '12' }))).toBe(MESSAGES.mobile);
    expect(r.safeParse({ ...form, phoneNumber: '12345678901' }).success).toBe(false);
    expect(r.safeParse({ ...form, emailAddress: 'nope' }).success).toBe(false);
  });
});

describe('response shapes', () => {
  const activity = {
    cald: 1,
    clubld: 2,
    caTitle: 'Eye camp',
    caDesc: 'Free screening',
    caDate: '2025-01-05',
    caDatee: '05 Jan 2025',
    calmage: null,
    club_name: 'Coimbatore Central',
    club: { clubName: 'Coimbatore Central' },
  };
  it('get_club_activities', () => {
    const res = { status: true, message: 'ok', data: [activity], totalCount: 1, isManager: 1 };
    expect(calls.get_club_activities.response.parse(res)).toEqual(res);
  });
  it('otp-verify', () => {
    const user = {
      memId: 1,
      memName: 'R. Kumar',
      memPhoto: '/media/x/display.webp',
      profession: null,
      dateOfBirth: '1970-06-15',
      marriageDay: null,
      spouse: null,
      phoneNumber: null,
      mobileNumber: '9876543210',
      postalAddress: null,
      emailAddress: null,
      websiteAddress: null,
      positionsheld: null,
      aboutMe: null,
      membershipNumber: '123',
      dateOfJoining: null,
      sponsoredBy: null,
      distName: '320B',
      district: { distName: '320B' },
      clubId: 2,
      club_id: 2,
      club_name: 'Coimbatore Central',
    };
    const res = { status: true, message: 'Login successful', token: 'abc', user };
    expect(calls['otp-verify'].response.parse(res)).toEqual(res);
    expect(calls.update_member_profile.response.parse({ status: true, message: 'Saved', data: user }).data).toEqual(user);
  });
  it('get_other_type items follow the type', () => {
    const r = calls.get_other_type.response;
    expect(
      r.safeParse({
        status: true,
        message: '',
        title: 'Resources',
        type: 'resource',
        data: [{ grTitle: 'Manual', grPic: null, grDesc: 'Read me' }],
      }).success,
    ).toBe(true);
    expect(
      r.safeParse({
        status: true,
        message: '',
        title: 'Int. Dir',
        type: 'intdir',
        data: [{ idPosition: 'Director', idProfilePic: null, idPersonName: 'X', acYear: '2024-25', idProfile: null }],
      }).success,
    ).toBe(true);
    expect(r.safeParse({ status: true, message: '', title: 'x', type: 'inteo', data: [{ foo: 1 }] }).success).toBe(
      false,
    );
  });
  it('get_member_details allows a missing business record', () => {
    const res = calls.get_member_details.response.safeParse({
      status: true,
      message: '',
      data: { get_member: {}, business_record: null },
    });
    expect(res.success).toBe(false); // get_member is required and complete
  });
});

describe('success()', () => {
  it('builds a body the response schema accepts', async () => {
    const { success } = await import('../define');
    const body = success('District contacts.', { data: [] });
    expect(calls.get_contact.response.parse(body)).toEqual({ status: true, message: 'District contacts.', data: [] });
  });
});
