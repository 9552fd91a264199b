import { sql } from 'kysely';
import { isPostgres, type Database } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import { versionedCache } from '../../db/data-version.js';
import type { PageWindow } from '../../lib/paging.js';
import { memberCardColumns, memberCardColumnsAlone, type MemberCardRow } from '../shared/member-card.js';
import { nowIso } from '../../lib/time.js';

/** A business with its owner's card. */
export interface BusinessRow extends MemberCardRow {
  id: number;
  category_id: number;
  category_title: string;
  title: string;
  description: string;
  website: string | null;
  image: string | null;
}

export interface CategoryRow {
  id: number;
  title: string;
  image: string | null;
  total: number;
}

export interface BusinessValues {
  category_id: number;
  title: string;
  description: string;
  website: string | null;
}

/** Businesses of active members only: a deactivated member's business leaves the directory with them. */
function businesses(db: Database) {
  return db
    .selectFrom('businesses as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .innerJoin('business_categories as k', 'k.id', 'b.category_id')
    .where('m.is_active', '=', 1);
}

const businessColumns = [
  'b.id',
  'b.category_id',
  'k.title as category_title',
  'b.title',
  'b.description',
  'b.website',
  'b.image',
  ...memberCardColumns,
] as const;

/**
 * Listed businesses (active owners) per category, kept while businesses and members are unchanged
 * (db/data-version.ts): one grouped pass instead of one per call.
 */
const listedPerCategory = versionedCache(['businesses', 'members'], async (db): Promise<ReadonlyMap<number, number>> => {
  const rows = await businesses(db)
    .select(['b.category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('b.category_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.category_id), Number(r.n)]));
});

/** Categories in their display order, each with its number of listed businesses. */
export async function listCategories(db: Database): Promise<CategoryRow[]> {
  const [rows, counts] = await Promise.all([
    db.selectFrom('business_categories as k').select(['k.id', 'k.title', 'k.image']).orderBy('k.sort').orderBy('k.title').orderBy('k.id').execute(),
    listedPerCategory(db),
  ]);
  return rows.map((r) => ({ id: r.id, title: r.title, image: r.image, total: counts.get(r.id) ?? 0 }));
}

export async function categoryExists(db: Database, id: number): Promise<boolean> {
  return !!(await db.selectFrom('business_categories').select('id').where('id', '=', id).executeTakeFirst());
}

/** By business title; `categoryId` null = every category. */
export async function listBusinesses(
  db: Database,
  categoryId: number | null,
  window: PageWindow,
): Promise<{ rows: BusinessRow[]; total: number }> {
  let base = businesses(db);
  if (categoryId !== null) base = base.where('b.category_id', '=', categoryId);
  const [rows, counts] = await Promise.all([
    base.select(businessColumns).orderBy('b.title').orderBy('b.id').limit(window.limit).offset(window.offset).execute(),
    listedPerCategory(db),
  ]);
  const total = categoryId === null ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(categoryId) ?? 0);
  return { rows, total };
}

const businessOfMemberJoined = precompiled((db, memberId: number) => businesses(db).select(businessColumns).where('b.member_id', '=', memberId));

/** SQLite: a member's business from its own table, the category's title by a subquery. */
const businessOnly = precompiled((db, memberId: number) =>
  db
    .selectFrom('businesses as b')
    .select([
      'b.id',
      'b.category_id',
      sql<string>`(select k.title from business_categories k where k.id = b.category_id)`.as('category_title'),
      'b.title',
      'b.description',
      'b.website',
      'b.image',
    ])
    .where('b.member_id', '=', memberId),
);

export async function findBusinessOfMember(db: Database, memberId: number): Promise<BusinessRow | undefined> {
  if (isPostgres(db)) return (await businessOfMemberJoined(db, memberId))[0];
  /*
   * SQLite: two one-table reads instead of one four-table join. The SQLite of better-sqlite3 plans a
   * join again on every run with a bound parameter: ~27 µs alone and ~250 µs in the loaded server
   * for the join, ~2 µs for the business read that most members (who have none) stop at (decision 133).
   */
  const [business] = await businessOnly(db, memberId);
  if (!business) return undefined;
  const owner = await findActiveOwner(db, memberId);
  return owner ? { ...business, ...owner } : undefined;
}

/** The stored business of a member (whatever their state), for writes. */
export async function findOwnBusiness(db: Database, memberId: number): Promise<(BusinessValues & { id: number; image: string | null }) | undefined> {
  return db
    .selectFrom('businesses')
    .select(['id', 'category_id', 'title', 'description', 'website', 'image'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** The card of an active member: one table, the club's name by a subquery (compiled once). */
const activeOwnerCard = precompiled((db, memberId: number) =>
  db.selectFrom('members as m').select(memberCardColumnsAlone).where('m.id', '=', memberId).where('m.is_active', '=', 1),
);

export async function findActiveOwner(db: Database, memberId: number): Promise<MemberCardRow | undefined> {
  return (await activeOwnerCard(db, memberId))[0];
}

export async function insertBusiness(
  db: Database,
  memberId: number,
  values: BusinessValues & { image: string | null },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('businesses')
    .values({ ...values, member_id: memberId, created_at: now, updated_at: now })
    .execute();
}

/** `website` / `image` undefined keep the stored ones. Answers whether the member had a business to update. */
export async function updateBusiness(
  db: Database,
  memberId: number,
  values: Omit<BusinessValues, 'website'> & { website?: string | null; image?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('businesses')
    .set({ ...values, updated_at: nowIso() })
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
