/** The image store the settings name (MEDIA_STORE, S3_*): folder, database or bucket (decision 96). */
import type { MediaConfig } from '../../config/index.js';
import type { Database } from '../../db/database.js';
import { DatabaseImageStore } from './database-store.js';
import { createFsImageStore, type ImageStore } from './index.js';

/** The AWS SDK is loaded only when a bucket is used (it is large; the server bundle leaves it out). */
export async function createImageStore(media: MediaConfig, db: Database): Promise<ImageStore> {
  if (media.store === 's3') {
    const { createS3ImageStore } = await import('./s3-store.js');
    return createS3ImageStore(media.s3);
  }
  if (media.store === 'database') return new DatabaseImageStore(db);
  return createFsImageStore(media.folder);
}
