/**
 * Images in the database (MEDIA_STORE=database, decision 96): every instance reads them where it
 * reads everything else, and a database backup carries them. Suits a district's few thousand
 * photos; a bucket (s3-store.ts) suits more.
 */
import type { Database } from '../../db/database.js';
import { deleteMediaFiles, mediaKeysAfter, mediaVariants, putMediaFile, readMediaFile } from '../../db/media-files.js';
import { assertValidImageKey, IMAGE_VARIANTS, isImageVariant, type ImageStore, type ImageVariant, type StoreCheck } from './index.js';

export class DatabaseImageStore implements ImageStore {
  readonly description = 'database';

  constructor(private readonly db: Database) {}

  async put(key: string, variant: ImageVariant, data: Buffer): Promise<void> {
    assertValidImageKey(key);
    if (!isImageVariant(variant)) throw new Error(`Invalid image variant: ${String(variant)}`);
    await putMediaFile(this.db, key, variant, data, new Date().toISOString());
  }

  async remove(key: string): Promise<void> {
    assertValidImageKey(key);
    await deleteMediaFiles(this.db, key);
  }

  async exists(key: string): Promise<boolean> {
    assertValidImageKey(key);
    const stored = new Set(await mediaVariants(this.db, key));
    return IMAGE_VARIANTS.every((v) => stored.has(v));
  }

  async read(key: string, variant: ImageVariant): Promise<Buffer | null> {
    assertValidImageKey(key);
    return isImageVariant(variant) ? readMediaFile(this.db, key, variant) : null;
  }

  async *keys(): AsyncIterable<string> {
    let after = '';
    for (;;) {
      const page = await mediaKeysAfter(this.db, after, 500);
      yield* page;
      if (page.length < 500) return;
      after = page.at(-1)!;
    }
  }

  /** The database's own readiness check covers it. */
  async probe(): Promise<StoreCheck> {
    return { ok: true, detail: 'images kept in the database' };
  }
}
