/**
 * Readiness: can this instance take writes right now? `/health` answers
 * whether the process is alive; `/health/ready` whether the media folder
 * takes a file, the disk has room and the database accepts a write.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { databaseUnavailableReason, describeDbError, type Database } from '../db/database.js';

/** Below this much free space on DATA_DIR's disk the instance says it is not ready. */
export const MIN_FREE_BYTES = 100 * 1024 * 1024;

export type UnavailableReason = 'busy' | 'readonly' | 'full' | 'down';

/** What a write answers (503) when storage or the database cannot take it. */
export const UNAVAILABLE_MESSAGES: Record<UnavailableReason, string> = {
  busy: 'The server is busy saving other changes. Please try again in a moment.',
  readonly: 'Changes cannot be saved just now: the server storage is read-only. Please try again later; the district office has been alerted.',
  full: 'Changes cannot be saved just now: the server storage is full. Please try again later; the district office has been alerted.',
  down: 'The database cannot be reached just now. Please try again in a minute.',
};

/** File-system errors of the media folder/data disk that mean "cannot write here". */
export function storageUnavailableReason(err: unknown): UnavailableReason | null {
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
  checks: { storage: ReadinessCheck; disk: ReadinessCheck; database: ReadinessCheck };
}

async function checkStorage(dataDir: string): Promise<ReadinessCheck> {
  const probe = path.join(dataDir, 'media', `.ready-${randomBytes(6).toString('hex')}`);
  try {
    await fs.writeFile(probe, 'ok');
    await fs.rm(probe, { force: true });
    return { ok: true, detail: 'media folder writable' };
  } catch (err) {
    return { ok: false, detail: `media folder not writable (${(err as { code?: string }).code ?? 'error'})` };
  }
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

export async function checkReadiness(db: Database, dataDir: string): Promise<ReadinessReport> {
  const [storage, disk, database] = await Promise.all([checkStorage(dataDir), checkDisk(dataDir), checkDatabase(db)]);
  const failed = [storage, disk, database].filter((c) => !c.ok).map((c) => c.detail);
  return {
    ready: failed.length === 0,
    message: failed.length ? `Not ready: ${failed.join('; ')}.` : 'ready',
    checks: { storage, disk, database },
  };
}
