/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces ...), read
 * and written by every instance alike (decision 96). One object per variant:
 * `<S3_PREFIX><key>/<variant>.webp`, the same layout as the media folder, so `npm run media` copies
 * between the two one for one. The bucket stays private: the server reads an object and answers it
 * under /media like the folder's files.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/index.js';
import { assertValidImageKey, IMAGE_VARIANTS, isImageVariant, isValidImageKey, MediaUnavailableError, type ImageStore, type ImageVariant, type StoreCheck } from './index.js';

const OBJECT = /^(.+)\/([a-z]+)\.webp$/;

type Sdk = typeof import('@aws-sdk/client-s3');

/** The AWS SDK is imported here, when a bucket is used: a server without one never loads it. */
export async function createS3ImageStore(config: S3Config): Promise<S3ImageStore> {
  return new S3ImageStore(config, await import('@aws-sdk/client-s3'));
}

export class S3ImageStore implements ImageStore {
  readonly description: string;
  readonly #client: S3Client;
  readonly #sdk: Sdk;

  constructor(
    private readonly config: S3Config,
    sdk: Sdk,
  ) {
    this.#sdk = sdk;
    const { S3Client } = sdk;
    this.description = `bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
    this.#client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: several S3-compatible services refuse the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
    if (config.forcePathStyle) {
      // Bucket-wide calls (listing) go to `/<bucket>` rather than `/<bucket>/`: S3 takes both, and
      // some S3-compatible servers check the signature against the first form only.
      this.#client.middlewareStack.add(
        (next) => async (args) => {
          const request = args.request as { path?: unknown };
          if (typeof request.path === 'string' && /^\/[^/]+\/$/.test(request.path)) request.path = request.path.slice(0, -1);
          return next(args);
        },
        { step: 'build', name: 'bucketPathWithoutSlash' },
      );
    }
  }

  #objectKey(key: string, variant: ImageVariant): string {
    assertValidImageKey(key);
    if (!isImageVariant(variant)) throw new Error(`Invalid image variant: ${String(variant)}`);
    return `${this.config.prefix}${key}/${variant}.webp`;
  }

  async put(key: string, variant: ImageVariant, data: Buffer): Promise<void> {
    const Key = this.#objectKey(key, variant);
    await this.#call(() =>
      this.#client.send(
        new this.#sdk.PutObjectCommand({
          Bucket: this.config.bucket,
          Key,
          Body: data,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      ),
    );
  }

  async remove(key: string): Promise<void> {
    const Objects = IMAGE_VARIANTS.map((v) => ({ Key: this.#objectKey(key, v) }));
    await this.#call(() => this.#client.send(new this.#sdk.DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects, Quiet: true } })));
  }

  async exists(key: string): Promise<boolean> {
    const found = await Promise.all(
      IMAGE_VARIANTS.map((v) =>
        this.#call(() => this.#client.send(new this.#sdk.HeadObjectCommand({ Bucket: this.config.bucket, Key: this.#objectKey(key, v) }))).then(
          () => true,
          (err) => (this.#isMissing(err) ? false : Promise.reject(err)),
        ),
      ),
    );
    return found.every(Boolean);
  }

  async read(key: string, variant: ImageVariant): Promise<Buffer | null> {
    const Key = this.#objectKey(key, variant);
    try {
      const answer = await this.#call(() => this.#client.send(new this.#sdk.GetObjectCommand({ Bucket: this.config.bucket, Key })));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (err) {
      if (this.#isMissing(err)) return null;
      throw err;
    }
  }

  async *keys(): AsyncIterable<string> {
    let ContinuationToken: string | undefined;
    let last = '';
    do {
      const page = await this.#call(() =>
        this.#client.send(new this.#sdk.ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: this.config.prefix || undefined, ContinuationToken })),
      );
      for (const object of page.Contents ?? []) {
        const match = OBJECT.exec((object.Key ?? '').slice(this.config.prefix.length));
        if (!match || !isImageVariant(match[2]) || !isValidImageKey(match[1])) continue;
        // Listed in key order: a key's variants are neighbours.
        if (match[1] !== last) yield match[1];
        last = match[1];
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async probe(): Promise<StoreCheck> {
    try {
      await this.#call(() => this.#client.send(new this.#sdk.HeadBucketCommand({ Bucket: this.config.bucket })));
      return { ok: true, detail: `${this.description} answering` };
    } catch (err) {
      return { ok: false, detail: `${this.description} not reachable (${(err as Error).message})` };
    }
  }

  destroy(): void {
    this.#client.destroy();
  }

  #isMissing(err: unknown): boolean {
    if (!(err instanceof this.#sdk.S3ServiceException)) return false;
    // HEAD answers carry no body: their 404 is named NotFound.
    return err.name === 'NoSuchKey' || err.name === 'NotFound';
  }

  /** Runs one call; a bucket that cannot be reached, or answers with a server error or a refusal, is MediaUnavailableError. */
  async #call<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (err) {
      if (this.#isMissing(err)) throw err;
      const service = err instanceof this.#sdk.S3ServiceException ? err : null;
      const status = service?.$metadata.httpStatusCode;
      const why = service ? `${service.name}${status ? ` (HTTP ${status})` : ''}` : describe(err);
      throw new MediaUnavailableError(`The image store (${this.description}) failed: ${why}`, { cause: err });
    }
  }
}


function describe(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown; errors?: { code?: unknown }[] } | null;
  const code = typeof e?.code === 'string' ? e.code : typeof e?.errors?.[0]?.code === 'string' ? e.errors[0].code : '';
  return code || (typeof e?.message === 'string' ? e.message.split('\n')[0]! : 'error');
}
