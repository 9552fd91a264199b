/**
 * Writes a generated demo district into an empty database (SQLite or
 * PostgreSQL) and its picture pool into the image store.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres, type Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import type { ImageStore } from '../lib/storage/index.js';
import { clearForDemoReset } from '../audit/index.js';
import { generateDistrict, DEMO_ADMIN_MOBILE, DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE, type DemoDistrict, type GenerateOptions, type ResolvedOptions } from './generate.js';
import { defaultPictureCache, storePictures } from './pictures.js';

export type SeedTable = Exclude<keyof DB, 'login_otps' | 'sessions' | 'contact_changes' | 'audit_log'>;

/** Insert order (parents first); also the reverse of the delete order. */
const INSERT_ORDER: readonly SeedTable[] = [
  'districts', 'academic_years', 'clubs', 'members', 'district_admins', 'club_managers', 'club_officers', 'business_categories',
  'businesses', 'club_activities', 'district_activities', 'district_events', 'governor_profiles',
  'cabinet_categories', 'cabinet_years', 'cabinet_members', 'regions', 'region_members', 'zones', 'zone_members',
  'zone_clubs', 'mjf_records', 'graduates', 'other_entries', 'district_contacts',
];
const RUNTIME_TABLES = ['audit_log', 'contact_changes', 'sessions', 'login_otps'] as const;
/** Tables without an `id` identity column. */
const NO_ID = new Set<SeedTable>(['district_admins', 'club_managers', 'zone_clubs']);

export interface SeedOptions extends GenerateOptions {
  /** Short progress lines (for the CLI and boot log). */
  onProgress?: (message: string) => void;
  /** Folder keeping drawn demo pictures between seeds; defaults to one in the OS temp folder, null disables. */
  pictureCache?: string | null;
}

export interface SeedSummary {
  options: ResolvedOptions;
  counts: Record<SeedTable, number>;
  pictures: { pool: number; drawn: number };
  demo: {
    memberId: number;
    memberMobile: string;
    memberClubId: number;
    managerId: number;
    managerMobile: string;
    managerClubId: number;
    adminId: number;
    adminMobile: string;
    adminClubId: number;
  };
  ms: number;
}

export async function isDatabaseEmpty(db: Kysely<DB>): Promise<boolean> {
  for (const table of ['districts', 'clubs', 'members'] as const) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/** Deletes every row of every table (children first). Images are left to the caller. */
export async function clearDatabase(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of [...RUNTIME_TABLES, ...[...INSERT_ORDER].reverse()]) {
      // The audit log refuses deletes (migration 0015); the demo reset is the one exception.
      if (table === 'audit_log') await clearForDemoReset(trx);
      else await trx.deleteFrom(table).execute();
    }
  });
}

/** Generates the district for `options` and loads it. */
export async function seedDistrict(db: Database, store: ImageStore, options: SeedOptions = {}): Promise<SeedSummary> {
  const { onProgress, pictureCache, ...generateOptions } = options;
  return insertDistrict(db, store, generateDistrict(generateOptions), { onProgress, pictureCache });
}

/**
 * Loads an already generated district. Refuses a database with data (ids are
 * explicit). Pictures are stored first so no row ever points at a missing
 * image; if an insert fails, the rows written so far are removed again so the
 * next boot can retry from an empty database.
 */
export async function insertDistrict(
  db: Database,
  store: ImageStore,
  district: DemoDistrict,
  { onProgress = () => undefined, pictureCache = defaultPictureCache() }: Pick<SeedOptions, 'onProgress' | 'pictureCache'> = {},
): Promise<SeedSummary> {
  const started = performance.now();
  if (!(await isDatabaseEmpty(db))) {
    throw new Error('The database already has data; the demo district is only loaded into an empty database.');
  }

  const tick = performance.now();
  const drawn = await storePictures(store, district.pictures, { cacheDir: pictureCache });
  onProgress(`pictures: ${district.pictures.length} in the pool, ${drawn} drawn (${Math.round(performance.now() - tick)} ms)`);

  const pg = isPostgres(db);
  const d = district;
  const counts = {} as Record<SeedTable, number>;
  const groups: { label: string; tables: [SeedTable, () => Iterable<object[]>][] }[] = [
    {
      label: 'clubs',
      tables: [
        ['districts', () => [d.districts]],
        ['academic_years', () => [d.academicYears]],
        ['clubs', () => [d.clubs]],
      ],
    },
    // Members are produced chunk by chunk: a 100k district never sits in memory.
    { label: 'members', tables: [['members', () => d.members.chunks(memberChunk(pg))]] },
    {
      label: 'club officers',
      tables: [
        ['district_admins', () => [d.districtAdmins]],
        ['club_managers', () => [d.clubManagers]],
        ['club_officers', () => [d.clubOfficers]],
      ],
    },
    {
      label: 'business directory',
      tables: [
        ['business_categories', () => [d.businessCategories]],
        ['businesses', () => [d.businesses]],
      ],
    },
    {
      label: 'activities and events',
      tables: [
        ['club_activities', () => [d.clubActivities]],
        ['district_activities', () => [d.districtActivities]],
        ['district_events', () => [d.districtEvents]],
      ],
    },
    {
      label: 'district directory',
      tables: [
        ['governor_profiles', () => [d.governorProfiles]],
        ['cabinet_categories', () => [d.cabinetCategories]],
        ['cabinet_years', () => [d.cabinetYears]],
        ['cabinet_members', () => [d.cabinetMembers]],
        ['regions', () => [d.regions]],
        ['region_members', () => [d.regionMembers]],
        ['zones', () => [d.zones]],
        ['zone_members', () => [d.zoneMembers]],
        ['zone_clubs', () => [d.zoneClubs]],
        ['mjf_records', () => [d.mjfRecords]],
        ['graduates', () => [d.graduates]],
        ['other_entries', () => [d.otherEntries]],
        ['district_contacts', () => [d.districtContacts]],
      ],
    },
  ];

  try {
    for (const group of groups) {
      const t = performance.now();
      await db.transaction().execute(async (trx) => {
        for (const [table, batches] of group.tables) {
          counts[table] = 0;
          for (const rows of batches()) counts[table] += await insertRows(trx, table, rows, pg);
        }
      });
      onProgress(`${group.label}: ${group.tables.map(([t]) => `${counts[t]} ${t}`).join(', ')} (${Math.round(performance.now() - t)} ms)`);
    }
    if (pg) await resetIdentities(db);
  } catch (err) {
    await clearDatabase(db).catch(() => undefined);
    throw err;
  }

  return {
    options: d.options,
    counts,
    pictures: { pool: d.pictures.length, drawn },
    demo: {
      memberId: d.demo.memberId,
      memberMobile: DEMO_MEMBER_MOBILE,
      memberClubId: d.demo.memberClubId,
      managerId: d.demo.managerId,
      managerMobile: DEMO_MANAGER_MOBILE,
      managerClubId: d.demo.managerClubId,
      adminId: d.demo.adminId,
      adminMobile: DEMO_ADMIN_MOBILE,
      adminClubId: d.demo.adminClubId,
    },
    ms: Math.round(performance.now() - started),
  };
}

// PostgreSQL allows 65535 bind parameters per statement, SQLite (as built for
// better-sqlite3) 32766. Stay well below either and keep statements small
// enough that building them is cheap.
const MAX_PARAMS = { pg: 60_000, sqlite: 30_000 };
const MAX_ROWS = 1000;

function memberChunk(pg: boolean): number {
  return Math.min(MAX_ROWS, Math.floor((pg ? MAX_PARAMS.pg : MAX_PARAMS.sqlite) / 24));
}

async function insertRows(trx: Transaction<DB>, table: SeedTable, rows: readonly object[], pg: boolean): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.keys(rows[0]!).length;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor((pg ? MAX_PARAMS.pg : MAX_PARAMS.sqlite) / columns)));
  for (let i = 0; i < rows.length; i += size) {
    // Rows are typed per table by the generator; the loop is generic over tables.
    await trx.insertInto(table).values(rows.slice(i, i + size) as never).execute();
  }
  return rows.length;
}

/** Explicit ids do not move PostgreSQL identity sequences: move them past the seeded rows. */
async function resetIdentities(db: Database): Promise<void> {
  for (const table of INSERT_ORDER) {
    if (NO_ID.has(table)) continue;
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}
