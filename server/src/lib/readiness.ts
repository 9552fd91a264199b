/**
 * Readiness: should a load balancer send this instance requests right now? `/health` answers
 * whether the process is alive; `/health/ready` whether the image store answers (the media folder
 * takes a file, or the bucket answers), the disk has room, the database accepts a write, Redis
 * answers (when set), and the instance is not shutting down (SIGTERM: it finishes its requests
 * and takes no new ones).
 */
import fs from 'node:fs/promises';
import { sql } from 'kysely';
import { databaseUnavailableReason, describeDbError, type Database } from '../db/database.js';
import type { SharedState } from './redis.js';
import { MediaUnavailableError, type ImageStore } from './storage/index.js';

/** Below this much free space on DATA_DIR's disk the instance says it is not ready. */
export const MIN_FREE_BYTES = 100 * 1024 * 1024;

export type UnavailableReason = 'busy' | 'readonly' | 'full' | 'down' | 'media';

/** What a write answers (503) when storage or the database cannot take it. */
export const UNAVAILABLE_MESSAGES: Record<UnavailableReason, string> = {
  busy: 'The server is busy saving other changes. Please try again in a moment.',
  readonly: 'Changes cannot be saved just now: the server storage is read-only. Please try again later; the district office has been alerted.',
  full: 'Changes cannot be saved just now: the server storage is full. Please try again later; the district office has been alerted.',
  down: 'The database cannot be reached just now. Please try again in a minute.',
  media: 'Pictures cannot be saved or shown just now: the picture store cannot be reached. Please try again in a few minutes.',
};

/** File-system errors of the media folder/data disk that mean "cannot write here". */
export function storageUnavailableReason(err: unknown): UnavailableReason | null {
  if (err instanceof MediaUnavailableError) return 'media';
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'full';
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM' || code === 'ENOTDIR') return 'readonly';
  return null;
}

export interface ReadinessCheck {
  ok: boolean;
  detail: string;
}

export interface ReadinessReport {
  ready: boolean;
  message: string;
  checks: { storage: ReadinessCheck; disk: ReadinessCheck; database: ReadinessCheck; redis?: ReadinessCheck; shutdown?: ReadinessCheck };
}

export interface ReadinessSubject {
  db: Database;
  dataDir: string;
  images: ImageStore;
  /** Redis when set (REDIS_URL). */
  shared: SharedState | null;
  /** True once SIGTERM asked the instance to stop. */
  draining: boolean;
}

async function checkDisk(dataDir: string): Promise<ReadinessCheck> {
  try {
    const stat = await fs.statfs(dataDir);
    const free = Number(stat.bavail) * Number(stat.bsize);
    const mb = Math.floor(free / (1024 * 1024));
    return free >= MIN_FREE_BYTES ? { ok: true, detail: `${mb} MB free` } : { ok: false, detail: `disk almost full (${mb} MB free)` };
  } catch (err) {
    return { ok: false, detail: `disk not readable (${(err as { code?: string }).code ?? 'error'})` };
  }
}

class ProbeRollback extends Error {}

/** A real write (touching no row) in a transaction that is rolled back. */
async function checkDatabase(db: Database): Promise<ReadinessCheck> {
  try {
    await db.transaction().execute(async (trx) => {
      await sql`update districts set name = name where id = -1`.execute(trx);
      throw new ProbeRollback();
    });
  } catch (err) {
    if (err instanceof ProbeRollback) return { ok: true, detail: 'database writable' };
    const reason = databaseUnavailableReason(err);
    return { ok: false, detail: `database not writable (${reason ?? 'error'}: ${describeDbError(err)})` };
  }
  return { ok: true, detail: 'database writable' };
}

export async function checkReadiness(s: ReadinessSubject): Promise<ReadinessReport> {
  const [storage, disk, database, redis] = await Promise.all([
    s.images.probe(),
    checkDisk(s.dataDir),
    checkDatabase(s.db),
    s.shared ? s.shared.ping() : Promise.resolve(undefined),
  ]);
  const shutdown: ReadinessCheck | undefined = s.draining ? { ok: false, detail: 'shutting down' } : undefined;
  const checks = { storage, disk, database, ...(redis ? { redis } : {}), ...(shutdown ? { shutdown } : {}) };
  const failed = Object.values(checks).filter((c) => !c.ok).map((c) => c.detail);
  return {
    ready: failed.length === 0,
    message: failed.length ? `Not ready: ${failed.join('; ')}.` : 'ready',
    checks,
  };
}
