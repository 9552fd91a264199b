import type { MemberRow } from '@d320b/contract';

/** Spec section 6: the edit-contact button shows on rows where isManager is 1 and selfLogin is 0. */
export function canEditContact(row: Pick<MemberRow, 'isManager' | 'selfLogin'>): boolean {
  return row.isManager === 1 && row.selfLogin === 0;
}
