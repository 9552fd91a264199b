import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { callKey, refreshAfter } from '@/lib/calls';
import { SESSION_KEYS } from '@/lib/storage';
import { downloadPaths, importsQuery } from './api';

const list = (storageKey: string) => ({ list: storageKey, scope: '', generation: 'g1', filters: { clubId: 'all', search: '' } });

function seeded() {
  const qc = new QueryClient();
  const keys = {
    adminMembers: callKey('admin/members/list', { page: 1, status: 'active' }),
    clubs: callKey('get_clubs', {}),
    club: callKey('get_club_details', { club_id: 3 }),
    member: callKey('get_member_details', { member_idd: 9 }),
    memberNumber: callKey('get_member_number', { member_id: 9 }),
    dashboard: callKey('get_dashboard', {}),
    officers: callKey('admin/clubs/officers', { club_id: 3, year_id: '' }),
    audit: callKey('admin/audit/list', { page: 1 }),
    imports: importsQuery(1).queryKey,
    events: callKey('get_district_event_details', { activity_id: 4 }),
    districtActivities: callKey('get_district_activities', { page: 1 }),
    business: callKey('get_business_categories', {}),
    cabinet: callKey('get_directory', { year: null }),
    membersList: callKey('get_members', list(SESSION_KEYS.members)),
    greetingsList: callKey('get_greetings', list(SESSION_KEYS.greetings)),
  };
  for (const key of Object.values(keys)) qc.setQueryData(key, { status: true });
  return { qc, keys };
}

describe('after a roster import or its undo (decision 116, now from the catalogue)', () => {
  it.each(['admin/roster/apply', 'admin/roster/undo'] as const)('%s: forgets what members, clubs and roles feed (lists, details, counts, the history) and keeps the rest', (call) => {
    const { qc, keys } = seeded();
    refreshAfter(qc, call);
    // Every call the roster's hand list used to name, and the members' lists it used to drop.
    for (const key of [keys.adminMembers, keys.clubs, keys.club, keys.member, keys.memberNumber, keys.dashboard, keys.officers, keys.audit, keys.imports, keys.membersList, keys.greetingsList]) {
      expect(qc.getQueryData(key), JSON.stringify(key)).toBeUndefined();
    }
    for (const key of [keys.events, keys.districtActivities, keys.business, keys.cabinet]) expect(qc.getQueryData(key), JSON.stringify(key)).toEqual({ status: true });
  });
});

describe('roster downloads', () => {
  it('name the scope, the format and only the columns asked for', () => {
    expect(downloadPaths.export({ scope: 'club', id: 5 }, 'xlsx', 'office')).toBe('/api/admin/roster/export?scope=club&id=5&format=xlsx&detail=office');
    expect(downloadPaths.pdf({ scope: 'district', id: null }, { spouse: true, birthday: false, anniversary: true })).toBe(
      '/api/admin/roster/directory-pdf?scope=district&spouse=1&anniversary=1',
    );
    expect(downloadPaths.rejected('a b', 'csv')).toBe('/api/admin/roster/rejected?id=a%20b&format=csv');
  });
});
