/**
 * Image storage. Rows hold a storage key (see lib/media.ts for the URL); the
 * bytes live behind this interface: a folder (the default, DATA_DIR/media), an
 * S3-compatible bucket (s3-store.ts) or the database (database-store.ts), chosen
 * by MEDIA_STORE (decision 96; createImageStore in create.ts).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageSize } from '../media.js';

export type ImageVariant = ImageSize;
export const IMAGE_VARIANTS: readonly ImageVariant[] = ['thumb', 'display'];

export interface ImageStore {
  /** Stores one variant; readers never see a partly written file. */
  put(key: string, variant: ImageVariant, data: Buffer): Promise<void>;
  /** Removes every variant of the key; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** True when every variant of the key is stored. */
  exists(key: string): Promise<boolean>;
  /** The bytes of one variant; null when it is not stored. */
  read(key: string, variant: ImageVariant): Promise<Buffer | null>;
  /** Every stored key, each once (copying between stores: `npm run media`). */
  keys(): AsyncIterable<string>;
  /** Whether the store answers just now (readiness). */
  probe(): Promise<StoreCheck>;
  /** Where the images are, for messages: "folder /srv/media", "bucket photos", "database". */
  readonly description: string;
}

export interface StoreCheck {
  ok: boolean;
  detail: string;
}

/**
 * The store cannot be reached or refused the call (a bucket down, wrong credentials): the request
 * answers 503 with a plain message (app.ts), never a 500.
 */
export class MediaUnavailableError extends Error {
  readonly code = 'EMEDIAUNAVAILABLE';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaUnavailableError';
  }
}

/**
 * Key grammar: optional lower-case folder, then 22 url-safe characters
 * (128 random bits, base64url). No dots and no backslashes, so a key can
 * never climb out of the media root or name a hidden file.
 */
const FOLDER = /^[a-z][a-z0-9-]{0,31}$/;
const KEY = /^(?:[a-z][a-z0-9-]{0,31}\/)?[A-Za-z0-9_-]{22}$/;

export class InvalidImageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid image key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidImageKeyError';
  }
}

export function isValidImageKey(key: unknown): key is string {
  return typeof key === 'string' && KEY.test(key);
}

export function assertValidImageKey(key: string): void {
  if (!isValidImageKey(key)) throw new InvalidImageKeyError(key);
}

/** A fresh random key, e.g. `members/3q2-7wP0cVbYk1Z8xHf9aQ`. */
export function newImageKey(folder?: string): string {
  if (folder !== undefined && !FOLDER.test(folder)) throw new Error(`Invalid image folder: ${JSON.stringify(folder)}`);
  const id = randomBytes(16).toString('base64url');
  return folder ? `${folder}/${id}` : id;
}

export function isImageVariant(variant: unknown): variant is ImageVariant {
  return (IMAGE_VARIANTS as readonly unknown[]).includes(variant);
}

function assertVariant(variant: string): asserts variant is ImageVariant {
  if (!(IMAGE_VARIANTS as readonly string[]).includes(variant)) throw new Error(`Invalid image variant: ${variant}`);
}

/** Filesystem store: `<root>/<key>/<variant>.webp`, served as-is under /media. */
export class FsImageStore implements ImageStore {
  readonly root: string;
  readonly description: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.description = `folder ${this.root}`;
  }

  /** Absolute path of a variant (the key is validated first). */
  pathOf(key: string, variant: ImageVariant): string {
    assertValidImageKey(key);
    assertVariant(variant);
    return path.join(this.root, key, `${variant}.webp`);
  }

  async put(key: string, variant: ImageVariant, data: Buffer): Promise<void> {
    const target = this.pathOf(key, variant);
    const dir = path.dirname(target);
    await fs.mkdir(dir, { recursive: true });
    // Temp file in the same folder (same filesystem, so rename is atomic);
    // the leading dot keeps it out of static serving while it is written.
    const tmp = path.join(dir, `.${variant}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      const handle = await fs.open(tmp, 'wx', 0o644);
      try {
        await handle.writeFile(data);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, target);
    } catch (err) {
      await fs.rm(tmp, { force: true }).catch(() => undefined);
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    assertValidImageKey(key);
    const dir = path.join(this.root, key);
    // Rename first so the key vanishes in one step (no half-removed image is
    // ever served), then delete the renamed folder at leisure.
    const trash = path.join(path.dirname(dir), `.trash-${path.basename(dir)}-${randomBytes(6).toString('hex')}`);
    try {
      await fs.rename(dir, trash);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    await fs.rm(trash, { recursive: true, force: true });
  }

  async exists(key: string): Promise<boolean> {
    assertValidImageKey(key);
    const found = await Promise.all(
      IMAGE_VARIANTS.map((v) =>
        fs.stat(this.pathOf(key, v)).then(
          (s) => s.isFile(),
          () => false,
        ),
      ),
    );
    return found.every(Boolean);
  }

  async read(key: string, variant: ImageVariant): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key, variant));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** Folders holding a variant file: `<id>` or `<folder>/<id>` (dot entries are temp or trash). */
  async *keys(): AsyncIterable<string> {
    const list = async (dir: string) =>
      (await fs.readdir(dir, { withFileTypes: true }).catch(() => [])).filter((d) => d.isDirectory() && !d.name.startsWith('.')).map((d) => d.name).sort();
    const hasVariant = async (key: string) =>
      (await Promise.all(IMAGE_VARIANTS.map((v) => fs.stat(path.join(this.root, key, `${v}.webp`)).then((st) => st.isFile(), () => false)))).some(Boolean);
    for (const top of await list(this.root)) {
      if (isValidImageKey(top)) {
        if (await hasVariant(top)) yield top;
        continue;
      }
      for (const id of await list(path.join(this.root, top))) {
        const key = `${top}/${id}`;
        if (isValidImageKey(key) && (await hasVariant(key))) yield key;
      }
    }
  }

  /** The folder takes a file (written and removed again). */
  async probe(): Promise<StoreCheck> {
    const probe = path.join(this.root, `.ready-${randomBytes(6).toString('hex')}`);
    try {
      await fs.mkdir(this.root, { recursive: true });
      await fs.writeFile(probe, 'ok');
      await fs.rm(probe, { force: true });
      return { ok: true, detail: 'media folder writable' };
    } catch (err) {
      return { ok: false, detail: `media folder not writable (${(err as { code?: string }).code ?? 'error'})` };
    }
  }
}

/** `root` is the media folder itself, usually `<dataDir>/media`. */
export function createFsImageStore(root: string): FsImageStore {
  return new FsImageStore(root);
}
