/**
 * Image columns hold a storage key; the wire carries a URL. Lists get the
 * thumbnail, detail views the display size; the original is never kept.
 */
export type ImageSize = 'thumb' | 'display';

export const MEDIA_PREFIX = '/media';

export function mediaUrl(key: string | null | undefined, size: ImageSize): string {
  return key ? `${MEDIA_PREFIX}/${key}/${size}.webp` : '';
}
