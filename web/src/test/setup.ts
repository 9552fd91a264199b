import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy* / waitFor wait for a state for up to 10 s, as the browser tests' expectations do: on a
// busy machine a lazily loaded dialog (the welcome popup) can take more than the default 1 s.
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
