/**
 * The table every copy of member search is tested against: the contract's own
 * (buildMemberSearchIndex, used by the web's offline directory), the server's member index and the
 * stored search text. Each case: a query (as typed), an optional club, and the ids expected, in
 * list order (name by code points, then id).
 */
import type { SearchableMember } from './member-search';

export const SEARCH_CASE_MEMBERS: readonly SearchableMember[] = [
  { id: 1, clubId: 10, name: 'Ravi Kumar', clubName: 'Lions Club of Hyderabad Banjara Hills', profession: 'Chartered Accountant', mobile: '9876500001' },
  { id: 2, clubId: 10, name: 'Asha  Reddy', clubName: 'Lions Club of Hyderabad Banjara Hills', profession: null, mobile: '9000000002' },
  { id: 3, clubId: 20, name: 'Kumar Swamy', clubName: 'Lions Club of Secunderabad', profession: 'Advocate', mobile: '9123456789' },
  { id: 4, clubId: 20, name: 'Émile Rao', clubName: 'Lions Club of Secunderabad', profession: 'Doctor', mobile: '9988776655' },
  { id: 5, clubId: 30, name: 'aaron lowercase', clubName: 'Lions Club of Anna Nagar', profession: 'Tailor', mobile: '9876512345' },
  { id: 6, clubId: 30, name: 'Zoë Rao', clubName: 'Lions Club of Anna Nagar', profession: 'Teacher', mobile: '9000011111' },
  { id: 7, clubId: 30, name: 'Zoe Rao', clubName: 'Lions Club of Anna Nagar', profession: "O'Neil & Sons 50%_", mobile: '9000022222' },
  { id: 8, clubId: 10, name: 'Ravi Kumar', clubName: 'Lions Club of Hyderabad Banjara Hills', profession: 'Trader', mobile: '9876500008' },
];

export interface SearchCase {
  query: string;
  clubId?: number;
  ids: number[];
}

export const SEARCH_CASES: readonly SearchCase[] = [
  { query: '', ids: [2, 3, 1, 8, 7, 6, 5, 4] },
  { query: '', clubId: 30, ids: [7, 6, 5] },
  { query: 'a', ids: [2, 3, 1, 8, 7, 6, 5, 4] },
  { query: 'ra', ids: [2, 3, 1, 8, 7, 6, 4] },
  { query: 'RAO', ids: [7, 6, 4] },
  { query: 'rao', clubId: 20, ids: [4] },
  { query: 'kumar', ids: [3, 1, 8] },
  { query: 'ravi kumar', ids: [1, 8] },
  { query: 'kumar ravi', ids: [1, 8] },
  { query: 'asha reddy', ids: [2] },
  { query: 'é', ids: [4] },
  { query: 'ë', ids: [6] },
  { query: 'secunderabad advocate', ids: [3] },
  { query: 'anna nagar', ids: [7, 6, 5] },
  { query: 'lions club of', ids: [2, 3, 1, 8, 7, 6, 5, 4] },
  { query: 'accountant', ids: [1] },
  { query: "o'neil", ids: [7] },
  { query: '50%_', ids: [7] },
  { query: '%', ids: [7] },
  { query: '98765', ids: [1, 8, 5] },
  { query: '+91 98765 00001', ids: [1] },
  { query: '098765-00008', ids: [8] },
  { query: '9', ids: [2, 3, 1, 8, 7, 6, 5, 4] },
  { query: 'rao 9000', ids: [7, 6] },
  { query: 'zz', ids: [] },
  { query: 'kumar  kumar', ids: [3, 1, 8] },
  { query: 'hills trader', ids: [8] },
  { query: 'ravi swamy', ids: [] },
  // Every three-character piece of 'arab' is in "hyderabad banjara", but not the word itself.
  { query: 'arab', ids: [] },
  { query: 'ra ku', ids: [3, 1, 8] },
  { query: 'ar', clubId: 30, ids: [7, 6, 5] },
];
