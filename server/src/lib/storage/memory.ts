import { assertValidImageKey, IMAGE_VARIANTS, type ImageStore, type ImageVariant, type StoreCheck } from './index.js';

/** In-memory store for tests that need no files on disk. */
export class MemoryImageStore implements ImageStore {
  readonly files = new Map<string, Buffer>();
  readonly description = 'memory';

  async put(key: string, variant: ImageVariant, data: Buffer): Promise<void> {
    assertValidImageKey(key);
    this.files.set(`${key}/${variant}`, Buffer.from(data));
  }

  async remove(key: string): Promise<void> {
    assertValidImageKey(key);
    for (const v of IMAGE_VARIANTS) this.files.delete(`${key}/${v}`);
  }

  async exists(key: string): Promise<boolean> {
    assertValidImageKey(key);
    return IMAGE_VARIANTS.every((v) => this.files.has(`${key}/${v}`));
  }

  async read(key: string, variant: ImageVariant): Promise<Buffer | null> {
    assertValidImageKey(key);
    return this.files.get(`${key}/${variant}`) ?? null;
  }

  async *keys(): AsyncIterable<string> {
    yield* this.storedKeys();
  }

  async probe(): Promise<StoreCheck> {
    return { ok: true, detail: 'memory' };
  }

  get(key: string, variant: ImageVariant): Buffer | undefined {
    return this.files.get(`${key}/${variant}`);
  }

  /** Distinct keys currently stored. */
  storedKeys(): string[] {
    return [...new Set([...this.files.keys()].map((k) => k.slice(0, k.lastIndexOf('/'))))];
  }
}
