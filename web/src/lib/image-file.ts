/**
 * Client-side handling of a chosen photo before upload. The server checks every byte again
 * (magic bytes, decode limits); these checks only save a member a long, doomed upload on 3G.
 */
import { IMAGE_TYPES } from '@d320b/contract/fields';

/** Same limit as the server (8 MB), same wording as its 413 answer. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const IMAGE_TOO_LARGE = /*i18n*/ 'The image is too large. The limit is 8 MB.';
export const IMAGE_WRONG_TYPE = /*i18n*/ 'Please choose a PNG or JPG image.';

/** Phone photos above this size are scaled down before upload. */
export const SHRINK_ABOVE_BYTES = 1024 * 1024;
/** Longest side after scaling: above the server's display size (1080), so nothing visible is lost. */
export const SHRINK_MAX_SIDE = 2048;

const EXTENSIONS: readonly string[] = IMAGE_TYPES.extensions;
const MIME_TYPES: readonly string[] = IMAGE_TYPES.mimeTypes;

/** Error text for a file that cannot be sent (English: the message id, shown through `i18n._`), or null when it may be. */
export function imageFileError(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  // Some Android file pickers report no type at all: the extension decides then.
  const typeOk = file.type ? MIME_TYPES.includes(file.type.toLowerCase()) : EXTENSIONS.includes(ext);
  if (!typeOk) return IMAGE_WRONG_TYPE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  if (file.size === 0) return /*i18n*/ 'The image file is empty.';
  return null;
}

/** Size that fits within `max` on its longest side, keeping the aspect ratio (never enlarges). */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max || longest === 0) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A large photo scaled to SHRINK_MAX_SIDE as JPEG: a 5 MB camera picture becomes a few hundred KB,
 * which matters on a slow connection, and its location metadata never leaves the phone.
 * Anything unusual (small file, PNG with transparency, decode failure, old browser) sends the
 * original: the server still produces the same result from it.
 */
export async function shrinkForUpload(file: File): Promise<File> {
  if (file.size <= SHRINK_ABOVE_BYTES || file.type === 'image/png') return file;
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap | null = null;
  try {
    // 'from-image' applies the EXIF rotation, so the picture is upright once the metadata is gone.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = fitWithin(bitmap.width, bitmap.height, SHRINK_MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob || blob.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
