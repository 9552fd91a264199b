import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { I18n } from './runtime';

function subscribe(onChange: () => void): () => void {
  return i18n.on('change', onChange);
}

const version = () => i18n.version;

/**
 * The app's messages for a component: `const i18n = useI18n(); i18n._('Members')`. The component
 * renders again when the member chooses another language (one app-wide instance: no provider to
 * forget in a test).
 */
export function useI18n(): I18n {
  useSyncExternalStore(subscribe, version, version);
  return i18n;
}
