/**
 * `npm run media -- copy --from <store> --to <store> [--folder <path>]`: copies every uploaded
 * image from one store to another (decision 96), e.g. the media folder of a single server into
 * the bucket that several servers share, or a bucket into a folder for a backup and back.
 *
 * Stores: `folder` (DATA_DIR/media, or --folder), `database` (DATABASE_URL), `s3` (the S3_*
 * settings). Images already in the target are left alone, so a copy that stopped half-way is simply
 * run again; nothing is deleted from the source (remove it yourself once the servers use the new
 * store). Each image is read back from the target before it counts as copied.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Config, MediaConfig } from '../config/index.js';
import type { Database } from '../db/database.js';
import { createImageStore } from '../lib/storage/create.js';
import { IMAGE_VARIANTS, type ImageStore } from '../lib/storage/index.js';

export const MEDIA_USAGE = `Usage:
  npm run media -- copy --from folder|database|s3 --to folder|database|s3 [--folder <path>]

Copies every uploaded image from one store to the other (images already there are skipped):
  folder    the media folder: DATA_DIR/media, or --folder <path>
  database  the database of DATABASE_URL (or DATA_DIR's SQLite file)
  s3        the bucket of the S3_* settings (S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, ...)`;

type StoreName = 'folder' | 'database' | 's3';
const STORES: readonly StoreName[] = ['folder', 'database', 's3'];

export interface MediaCopyResult {
  copied: number;
  skipped: number;
  missing: number;
}

function mediaConfigOf(name: StoreName, config: Config, folder: string | undefined): MediaConfig {
  if (name === 'folder') return { store: 'folder', folder: folder ? path.resolve(folder) : path.join(config.dataDir, 'media') };
  if (name === 'database') return { store: 'database' };
  if (config.media.store !== 's3') throw new UsageError('--from/--to s3 needs the bucket settings: set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY for a service other than AWS).');
  return config.media;
}

export class UsageError extends Error {}

/** Copies every key of `from` that `to` lacks; answers how many were copied, already there, or incomplete in the source. */
export async function copyImages(from: ImageStore, to: ImageStore, log: (line: string) => void = () => undefined): Promise<MediaCopyResult> {
  const result: MediaCopyResult = { copied: 0, skipped: 0, missing: 0 };
  for await (const key of from.keys()) {
    if (await to.exists(key)) {
      result.skipped += 1;
      continue;
    }
    const variants = await Promise.all(IMAGE_VARIANTS.map(async (v) => [v, await from.read(key, v)] as const));
    if (variants.some(([, data]) => !data)) {
      result.missing += 1;
      log(`  ${key}: not every size is stored in the source; left out`);
      continue;
    }
    for (const [v, data] of variants) await to.put(key, v, data!);
    for (const [v, data] of variants) {
      const back = await to.read(key, v);
      if (!back || !back.equals(data!)) throw new Error(`${key} ${v}: the copy in ${to.description} does not match the original`);
    }
    result.copied += 1;
    if (result.copied % 500 === 0) log(`  ${result.copied} copied ...`);
  }
  return result;
}

export async function runMediaCommand(config: Config, db: Database, argv: string[], out: { log(line: string): void }): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { from: { type: 'string' }, to: { type: 'string' }, folder: { type: 'string' } } });
  } catch (err) {
    out.log(`${(err as Error).message}\n\n${MEDIA_USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const from = values.from as StoreName | undefined;
  const to = values.to as StoreName | undefined;
  if (positionals[0] !== 'copy' || positionals.length !== 1 || !from || !to || !STORES.includes(from) || !STORES.includes(to)) {
    out.log(MEDIA_USAGE);
    return 2;
  }
  if (from === to) {
    out.log('--from and --to name the same store: nothing to copy.');
    return 2;
  }
  let source: ImageStore;
  let target: ImageStore;
  try {
    source = await createImageStore(mediaConfigOf(from, config, values.folder), db);
    target = await createImageStore(mediaConfigOf(to, config, values.folder), db);
  } catch (err) {
    if (err instanceof UsageError) {
      out.log(err.message);
      return 2;
    }
    throw err;
  }
  for (const [which, store] of [['source', source], ['target', target]] as const) {
    const check = await store.probe();
    if (!check.ok) {
      out.log(`The ${which} (${store.description}) cannot be used: ${check.detail}`);
      return 1;
    }
  }
  out.log(`Copying images from ${source.description} to ${target.description} ...`);
  const result = await copyImages(source, target, out.log);
  out.log(`Done: ${result.copied} copied, ${result.skipped} already there${result.missing ? `, ${result.missing} incomplete in the source (left out)` : ''}.`);
  for (const store of [source, target]) (store as { destroy?: () => void }).destroy?.();
  return 0;
}
