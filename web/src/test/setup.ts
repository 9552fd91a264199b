import { afterEach, vi } from 'vitest';
import { activateLocale, loadAppMessages } from '@/i18n/i18n';
import { cleanup, configure } from '@testing-library/react';

// findBy… / waitFor wait for a state, not for a time: their limit only stops a test that hangs.
// Testing Library's default (1 s) is a timing assumption that a busy 2-core machine breaks (a
// lazily loaded dialog, an idle callback): 10 s, like the browser tests' per-step waits.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no layout: scrolling and media queries are stubbed.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

// Screens render in English unless a test chooses another language (src/i18n).
await activateLocale('en');
await loadAppMessages();
