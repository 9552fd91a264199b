import { describe, expect, it } from 'vitest';
import { backAction, navigatedInApp, pathOf, recordEntry } from './history-trail';

describe('backAction', () => {
  it('steps back when the previous entry is the page the arrow names', () => {
    expect(backAction('/club-activities?session=old', 3, '/club-activities')).toEqual({ kind: 'pop' });
    expect(backAction('/district-cabinet/4?session=old', 2, '/district-cabinet/4?x=1')).toEqual({ kind: 'pop' });
  });
  it('replaces the entry otherwise, never pushes', () => {
    expect(backAction('/district-event?session=old', 0, undefined)).toEqual({ kind: 'replace', to: '/district-event?session=old' });
    expect(backAction('/district-event?session=old', 2, '/')).toEqual({ kind: 'replace', to: '/district-event?session=old' });
  });
  it('compares paths without query and trailing slash', () => {
    expect(pathOf('/clubs/?session=old#x')).toBe('/clubs');
    expect(pathOf('/')).toBe('/');
  });
});

describe('navigatedInApp', () => {
  it('is false on the first page of a document (a first load is a POP too) and true once another page was shown', () => {
    recordEntry(4, '/district-members');
    expect(navigatedInApp()).toBe(false);
    recordEntry(4, '/district-members?session=old');
    expect(navigatedInApp()).toBe(false);
    recordEntry(5, '/district-member-details/12');
    expect(navigatedInApp()).toBe(true);
  });
});
