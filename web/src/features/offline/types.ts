/** Types the offline layer shares (type-only: nothing here reaches the bundle). */
export type { Business, MemberDetails, MemberRow, SyncRow } from '@d320b/contract';
export type { CallName, RequestOf, ResponseOf } from '@/lib/api-client';
