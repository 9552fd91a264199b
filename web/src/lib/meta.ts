/**
 * Values the server writes into index.html at serve time from its config
 * (`<meta name="district-title">`, `<meta name="app-link">`, `<meta name="share-text">`). Read from the
 * document so one build serves any district deployment.
 */
import { i18n } from '@/i18n/runtime';

export const DEFAULT_DISTRICT_TITLE = 'Lions Dist - 320B';
export const APP_NAME = 'Lions Dist 320B';

function metaContent(name: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
}

export function districtTitle(): string {
  return metaContent('district-title') || DEFAULT_DISTRICT_TITLE;
}

/** Text shared with the link by "Share App" (a district setting); a default when the server left it empty. */
export function shareText(): string {
  return metaContent('share-text') || i18n._('{app} – member directory', { app: APP_NAME });
}

/** The public link shared by "Share App"; the current origin when the server left it empty. */
export function appLink(): string {
  return metaContent('app-link') || `${window.location.origin}/`;
}
