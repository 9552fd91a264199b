/**
 * The one image pipeline for uploads and demo pictures: check the bytes,
 * decode with limits, normalise orientation, drop every metadata block, and
 * store two WebP variants. The original upload is never kept.
 */
import type { SharpOptions } from 'sharp';
import { loadSharp } from '../lazy-modules.js';
import { HttpError } from '../errors.js';
import { isValidImageKey, newImageKey, type ImageStore } from '../storage/index.js';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Square thumbnail for list cards and avatars (sharp at 2x for 80 px). */
export const THUMB_SIZE = 160;
/** Longest side of the detail-view variant. */
export const DISPLAY_MAX = 1080;

export type ImageType = 'png' | 'jpeg' | 'webp';

export class ImageError extends HttpError {
  constructor(statusCode: 413 | 422, message: string) {
    super(statusCode, message);
    this.name = 'ImageError';
  }
}

export const IMAGE_MESSAGES = {
  notImage: 'The file is not a PNG, JPEG or WebP image.',
  tooManyBytes: 'The image is too large. The limit is 8 MB.',
  tooManyPixels: 'The image is too large. The limit is 40 megapixels.',
  unreadable: 'The image could not be read. It may be damaged; please choose another file.',
  empty: 'The image file is empty.',
} as const;

/**
 * Type by magic bytes only: file names and declared MIME types are client
 * claims. SVG (script-capable), GIF, HEIC and everything else are refused.
 */
export function detectImageType(buf: Buffer): ImageType | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ProcessedImage {
  thumb: Buffer;
  display: Buffer;
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw new ImageError(422, IMAGE_MESSAGES.empty);
  if (input.length > MAX_IMAGE_BYTES) throw new ImageError(413, IMAGE_MESSAGES.tooManyBytes);
  const type = detectImageType(input);
  if (!type) throw new ImageError(422, IMAGE_MESSAGES.notImage);

  // failOn 'error': phone cameras often write slightly non-conforming files
  // that decode fine; only real decode errors are refused.
  const options: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' };
  const sharp = await loadSharp();
  try {
    // Header first: cheap, and lets a huge image be refused with 413 before decoding.
    const meta = await sharp(input, options).metadata();
    if (meta.format !== type) throw new ImageError(422, IMAGE_MESSAGES.notImage);
    if (!meta.width || !meta.height) throw new ImageError(422, IMAGE_MESSAGES.unreadable);
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageError(413, IMAGE_MESSAGES.tooManyPixels);

    // Decode once: orient (autoOrient applies the EXIF orientation to the
    // pixels), convert to sRGB 8-bit and shrink to the display size; both
    // variants are encoded from these raw pixels. Raw pixels carry no
    // metadata at all, so EXIF (GPS included), XMP, IPTC and ICC can never
    // reach the output.
    const { data, info } = await sharp(input, options)
      .autoOrient()
      .resize(DISPLAY_MAX, DISPLAY_MAX, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [display, thumb] = await Promise.all([
      sharp(data, raw).webp({ quality: 80 }).toBuffer(),
      // 'attention' keeps faces and subjects in the square crop.
      sharp(data, raw).resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 78 }).toBuffer(),
    ]);
    return { thumb, display };
  } catch (err) {
    if (err instanceof ImageError) throw err;
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new ImageError(413, IMAGE_MESSAGES.tooManyPixels);
    throw new ImageError(422, IMAGE_MESSAGES.unreadable);
  }
}

/**
 * Keys under `demo/` are the shared demo picture pool: many rows point to
 * the same key, so they are never removed when one row changes its image.
 */
export const SHARED_IMAGE_FOLDER = 'demo';

export function isSharedImageKey(key: string): boolean {
  return key.startsWith(`${SHARED_IMAGE_FOLDER}/`);
}

/** Stores already processed variants under `key`; nothing stays behind on failure. */
export async function storeProcessed(store: ImageStore, key: string, image: ProcessedImage): Promise<void> {
  try {
    await store.put(key, 'thumb', image.thumb);
    await store.put(key, 'display', image.display);
  } catch (err) {
    await store.remove(key).catch(() => undefined);
    throw err;
  }
}

/**
 * Uploads decode at most IMAGE_WORKERS at a time (a 40-megapixel image is
 * about a second of CPU and ~150 MB), with at most IMAGE_QUEUE more waiting
 * their turn; past that an upload is refused at once with 503 instead of
 * piling up memory and latency for everybody.
 */
export const IMAGE_WORKERS = 2;
export const IMAGE_QUEUE = 4;
export const IMAGE_BUSY_MESSAGE = 'The server is busy with other pictures just now. Please try again in a minute.';

let running = 0;
const waiting: Array<() => void> = [];

export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_WORKERS) {
    if (waiting.length >= IMAGE_QUEUE) throw new HttpError(503, IMAGE_BUSY_MESSAGE);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter (running stays the same), or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Processes an upload (through the image queue) and stores both variants under a new random key in `folder`. */
export async function saveImage(store: ImageStore, input: Buffer, folder: string): Promise<string> {
  const image = await withImageSlot(() => processImage(input));
  const key = newImageKey(folder);
  await storeProcessed(store, key, image);
  return key;
}

/**
 * Removes a row's old image unless it is shared or not a valid key (legacy
 * values are left alone). Never throws: an orphaned file is harmless, a
 * failed request after the row was already updated is not.
 */
export async function releaseImage(store: ImageStore, key: string | null | undefined): Promise<void> {
  if (!key || !isValidImageKey(key) || isSharedImageKey(key)) return;
  await store.remove(key).catch(() => undefined);
}

/**
 * Saves the new image first, then runs `commit(newKey)` (typically the row
 * update), and only then releases the old image. If saving or committing
 * fails the new image is removed and the old one stays, so a row never
 * points at a missing file.
 */
export async function replaceImage(
  store: ImageStore,
  oldKey: string | null,
  input: Buffer,
  folder: string,
  commit?: (newKey: string) => Promise<void>,
): Promise<string> {
  const newKey = await saveImage(store, input, folder);
  if (commit) {
    try {
      await commit(newKey);
    } catch (err) {
      await store.remove(newKey).catch(() => undefined);
      throw err;
    }
  }
  if (oldKey && oldKey !== newKey) await releaseImage(store, oldKey);
  return newKey;
}
