import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { callKey } from '@/lib/call-query';
import { listKey } from '@/lib/use-restorable-infinite-list';
import { SESSION_KEYS } from '@/lib/storage';
import { afterRosterChange, downloadPaths, importsQuery } from './api';

function seeded() {
  const qc = new QueryClient();
  const keys = {
    adminMembers: callKey('admin/members/list', { page: 1, status: 'active' }),
    clubs: callKey('get_clubs'),
    club: callKey('get_club_details', { club_id: 3 }),
    member: callKey('get_member_details', { member_idd: 9 }),
    dashboard: callKey('get_dashboard'),
    imports: importsQuery(1).queryKey,
    events: callKey('get_district_event_details', { activity_id: 4 }),
    activity: callKey('get_club_activity_details', { cald: 2 }),
    business: callKey('get_business_categories'),
    membersList: [...listKey(SESSION_KEYS.members), '', 'g1', { clubId: 'all', search: '' }],
    activitiesList: [...listKey(SESSION_KEYS.clubActivities), '', 'g1', { clubId: 'all', search: '' }],
  };
  for (const key of Object.values(keys)) qc.setQueryData(key, { status: true });
  return { qc, keys };
}

describe('after a roster import or its undo', () => {
  it('refetches what members and clubs feed (lists, details, counts, the history) and leaves the rest cached', () => {
    const { qc, keys } = seeded();
    afterRosterChange(qc);
    const stale = (key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated;
    for (const key of [keys.adminMembers, keys.clubs, keys.club, keys.member, keys.dashboard, keys.imports]) expect(stale(key), JSON.stringify(key)).toBe(true);
    for (const key of [keys.events, keys.activity, keys.business]) expect(stale(key), JSON.stringify(key)).toBe(false);
    // The members' list pages are loaded afresh; a list the import does not feed keeps its pages.
    expect(qc.getQueryData(keys.membersList)).toBeUndefined();
    expect(qc.getQueryData(keys.activitiesList)).toEqual({ status: true });
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
