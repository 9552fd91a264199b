import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { withPgSchemaLock } from '../test/harness.js';
import type { DB } from '../db/schema.js';
import { createFsImageStore } from '../lib/storage/index.js';
import {
  DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE, clearDatabase, generateDistrict, insertDistrict, isDatabaseEmpty, seedDistrict,
  type DemoDistrict, type SeedSummary,
} from './index.js';

const TODAY = '2026-03-15';
const SMALL = { today: TODAY, clubs: 10, members: 200 } as const;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-seed-'));
// One media folder for the whole file: the picture pool is drawn once and
// later seeds find it stored (keys are derived from the drawings).
const store = createFsImageStore(path.join(tmp, 'media'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const count = async (db: Kysely<DB>, table: keyof DB) =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Row counts and demo accounts as the API will read them. */
async function checkSeeded(db: Database, district: DemoDistrict, summary: SeedSummary) {
  const expected: Record<string, number> = {
    districts: district.districts.length, academic_years: district.academicYears.length, clubs: district.clubs.length,
    members: district.members.count, district_admins: district.districtAdmins.length, club_managers: district.clubManagers.length, club_officers: district.clubOfficers.length,
    business_categories: district.businessCategories.length, businesses: district.businesses.length,
    club_activities: district.clubActivities.length, district_activities: district.districtActivities.length,
    district_events: district.districtEvents.length, governor_profiles: district.governorProfiles.length,
    cabinet_categories: district.cabinetCategories.length, cabinet_years: district.cabinetYears.length,
    cabinet_members: district.cabinetMembers.length, regions: district.regions.length, region_members: district.regionMembers.length,
    zones: district.zones.length, zone_members: district.zoneMembers.length, zone_clubs: district.zoneClubs.length,
    mjf_records: district.mjfRecords.length, graduates: district.graduates.length, other_entries: district.otherEntries.length,
    district_contacts: district.districtContacts.length,
  };
  expect(summary.counts).toEqual(expected);
  for (const [table, n] of Object.entries(expected)) expect(await count(db, table as keyof DB), table).toBe(n);

  const member = await db.selectFrom('members').selectAll().where('mobile_number', '=', DEMO_MEMBER_MOBILE).executeTakeFirstOrThrow();
  expect(member).toMatchObject({ id: summary.demo.memberId, club_id: 1, is_active: 1 });
  expect(member.photo).toBeTruthy();
  expect(await db.selectFrom('club_managers').select('club_id').where('member_id', '=', member.id).execute()).toEqual([]);
  expect(await db.selectFrom('businesses').select('id').where('member_id', '=', member.id).execute()).toEqual([]);

  const manager = await db.selectFrom('members').selectAll().where('mobile_number', '=', DEMO_MANAGER_MOBILE).executeTakeFirstOrThrow();
  expect(manager).toMatchObject({ id: summary.demo.managerId, club_id: 2, is_active: 1 });
  expect(await db.selectFrom('club_managers').select('club_id').where('member_id', '=', manager.id).execute()).toEqual([{ club_id: 2 }]);
  expect(await db.selectFrom('businesses').select('id').where('member_id', '=', manager.id).execute()).toHaveLength(1);

  // Rows come back exactly as generated.
  expect(await db.selectFrom('members').selectAll().where('id', '=', 5).executeTakeFirstOrThrow()).toEqual(district.members.at(5));
  expect(await db.selectFrom('district_events').selectAll().orderBy('id').execute()).toEqual(district.districtEvents);

  // Every referenced picture is stored.
  for (const { key } of district.pictures) expect(await store.exists(key), key).toBe(true);
}

/** New rows (no explicit id) continue after the seeded ids. */
async function checkIdsContinue(db: Database, district: DemoDistrict) {
  const row = await db
    .insertInto('district_activities')
    .values({ title: 'New', description: 'Added after seeding.', activity_date: TODAY, image: null, created_at: `${TODAY}T00:00:00.000Z` })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(row.id).toBe(district.districtActivities.length + 1);
}

describe('seedDistrict on SQLite', () => {
  it('loads the full default district into a fresh database', async () => {
    const db = createDatabase({ kind: 'sqlite', file: path.join(tmp, 'full.sqlite') });
    try {
      await migrateToLatest(db);
      expect(await isDatabaseEmpty(db)).toBe(true);
      const started = performance.now();
      const summary = await seedDistrict(db, store, { today: TODAY, pictureCache: null });
      const ms = performance.now() - started;
      console.info(`default district seeded on SQLite in ${Math.round(ms)} ms (${summary.pictures.drawn} pictures drawn)`);
      expect(summary.counts.clubs).toBeGreaterThanOrEqual(84);
      expect(summary.counts.members).toBeGreaterThanOrEqual(3000);
      await checkSeeded(db, generateDistrict({ today: TODAY }), summary);
      expect(await isDatabaseEmpty(db)).toBe(false);
    } finally {
      await db.destroy();
    }
  }, 180_000);

  it('loads a small district, refuses a second load, and can be cleared', async () => {
    const db = createDatabase({ kind: 'sqlite', file: path.join(tmp, 'small.sqlite') });
    try {
      await migrateToLatest(db);
      const district = generateDistrict(SMALL);
      const summary = await insertDistrict(db, store, district, { pictureCache: null });
      expect(summary.pictures.drawn).toBeLessThan(summary.pictures.pool / 2); // most were stored by the first test
      await checkSeeded(db, district, summary);
      await checkIdsContinue(db, district);
      await expect(seedDistrict(db, store, { ...SMALL, pictureCache: null })).rejects.toThrow(/already has data/);
      await clearDatabase(db);
      expect(await isDatabaseEmpty(db)).toBe(true);
      expect(await count(db, 'district_activities')).toBe(0);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});

// PostgreSQL when TEST_DATABASE_URL is set (e.g. postgres://postgres@127.0.0.1:5432/test),
// as for the API suites: without it the suite is not registered (never skipped).
const PG_URL = process.env.TEST_DATABASE_URL;
if (!PG_URL) console.log('PostgreSQL seed test not run: TEST_DATABASE_URL is not set');

function describePostgres(name: string, fn: () => void) {
  if (PG_URL) describe(name, fn);
}

describePostgres('seedDistrict on PostgreSQL', () => {
  const schema = `seed_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  let admin: pg.Pool;
  let db: Database;

  beforeAll(async () => {
    admin = new pg.Pool({ connectionString: PG_URL, max: 1 });
    await admin.query(`CREATE SCHEMA ${schema}`);
    db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: PG_URL, max: 4, options: `-c search_path=${schema}` }) }),
    });
    // Kysely's migrator finds its bookkeeping tables in any schema; create
    // them in this one first so a neighbouring test schema is not mistaken
    // for this one.
    await withPgSchemaLock(PG_URL!, async () => {
      const { error } = await new Migrator({ db, provider: { getMigrations: async () => ({}) }, migrationTableSchema: schema }).migrateToLatest();
      if (error) throw error;
      await migrateToLatest(db);
    });
  });

  afterAll(async () => {
    await db?.destroy();
    await withPgSchemaLock(PG_URL!, () => admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
    await admin?.end();
  });

  it('loads a small district into a fresh schema', async () => {
    expect((await sql<{ s: string }>`SELECT current_schema() AS s`.execute(db)).rows[0]!.s).toBe(schema);
    expect(await isDatabaseEmpty(db)).toBe(true);
    const district = generateDistrict(SMALL);
    const summary = await insertDistrict(db, store, district, { pictureCache: null });
    await checkSeeded(db, district, summary);
    await checkIdsContinue(db, district);
    await clearDatabase(db);
    expect(await isDatabaseEmpty(db)).toBe(true);
  }, 60_000);

  it('chunks a large table under the 65535 bind-parameter limit', async () => {
    // 5,000 members x 24 columns = 120,000 parameters if sent in one statement.
    const district = generateDistrict({ today: TODAY, clubs: 20, members: 5000 });
    const summary = await insertDistrict(db, store, district, { pictureCache: null });
    expect(summary.counts.members).toBe(5000);
    expect(await count(db, 'members')).toBe(5000);
    await clearDatabase(db);
  }, 120_000);
});
