import { describe, expect, it } from 'vitest';
import { isOtherType, OTHER_TILES, toCards } from './api';

describe('Others', () => {
  it('has the five tiles of docs/product.md 2.11, in order', () => {
    expect(OTHER_TILES.map((t) => [t.label, t.type])).toEqual([
      ['M.Council', 'mocouncils'],
      ['Int E.O', 'inteo'],
      ['Int. Dir', 'intdir'],
      ['Past Int. Dir', 'pastintdir'],
      ['Resources', 'resource'],
    ]);
    expect(isOtherType('inteo')).toBe(true);
    expect(isOtherType('nope')).toBe(false);
    expect(isOtherType(null)).toBe(false);
  });

  it('maps each type to one card shape', () => {
    expect(toCards('mocouncils', [{ Position: 'Chair', ProfilePic: null, PersonName: 'A', Profile: 'P' }])).toEqual([
      { header: 'Chair', image: null, name: 'A', year: null, text: 'P' },
    ]);
    expect(toCards('inteo', [{ ieoPosition: 'IP', ieoProfilePic: 'x', ieoPersonName: 'B', acYear: '2025', ieoProfile: 'Q' }])).toEqual([
      { header: 'IP', image: 'x', name: 'B', year: '2025', text: 'Q' },
    ]);
    expect(toCards('pastintdir', [{ idPosition: 'PID', idProfilePic: null, idPersonName: 'C', acYear: null, idProfile: null }])).toEqual([
      { header: 'PID', image: null, name: 'C', year: null, text: null },
    ]);
    expect(toCards('resource', [{ grTitle: 'T', grPic: 'p', grDesc: 'D' }])).toEqual([{ header: 'T', image: 'p', name: null, year: null, text: 'D' }]);
  });
});
