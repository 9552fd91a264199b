import { startTransition, StrictMode } from 'react';
import { App } from './app/app';
import { followPhoneDisplay } from './lib/display';
import { listenForInstallPrompt } from './lib/install-prompt';
import { activateInitialLocale } from './i18n/i18n';
import { loadLoginPage } from './app/login-loader';
import { normalizePath } from './app/route-guard';
import { loginShellRoot, releaseLoginShell } from './lib/login-shell';
import { isSignedIn } from './lib/storage';
import './index.css';
/*
 * The login screen's phone field, in the first download: shared with a few signed-in screens, it
 * would otherwise come as three tiny files of its own, each costing a request and its overhead.
 */
import '@/components/phone-input';

// Before React renders: the browser may offer installation right away.
listenForInstallPrompt();
// index.html applied the display choices before the first paint; from now on, follow the phone's changes.
followPhoneDisplay();

/*
 * After a deploy, an open tab may ask for a chunk of the previous build that no
 * longer exists. Reload once to pick up the new build; the timestamp stops a
 * reload loop when the failure is really a lost connection.
 */
window.addEventListener('vite:preloadError', (event) => {
  // Offline, a reload cannot fetch the chunk either: it would trade the app for the browser's
  // offline page. The import fails instead, and the screen says it is offline.
  if (!navigator.onLine) return;
  const key = 'chunkReloadAt';
  try {
    const last = Number(sessionStorage.getItem(key) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return;
  }
  event.preventDefault();
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing <div id="root">');
const rootElement: HTMLElement = root;

/*
 * React's DOM renderer, most of the app's first script, is a chunk of its own, asked for here
 * and fetched in parallel with this one (boot.js announces it with <link rel="modulepreload">). It
 * is evaluated in a task of its own, instead of with the rest in one long task right after the
 * first paint, when a slow phone should stay free for the member's first tap.
 */
const renderer = import('react-dom/client');

/*
 * A first visit to /login arrives with the login screen already in #root (pre-rendered by the
 * build, inert until the app has it): React hydrates it, taking over the markup it finds, instead
 * of building the same screen again and swapping it in (the DOM work, style and layout of a whole
 * screen, right when a slow phone should be free for the member's first tap). A member already
 * signed in is sent on from /login: that screen is dropped instead.
 *
 * Otherwise the first render is a transition: React renders it in slices of a few milliseconds and
 * lets the browser paint and handle input in between, instead of one long task (the whole shell and
 * its first screen). Nothing is shown before it either way.
 */
async function render() {
  const { createRoot, hydrateRoot } = await renderer;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const shell = loginShellRoot();
  if (shell && normalizePath(window.location.pathname) === '/login' && !isSignedIn()) {
    // In a transition, so hydration too renders in slices (a plain hydrateRoot is one long task).
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
    return;
  }
  if (shell) {
    rootElement.replaceChildren();
    releaseLoginShell();
  }
  startTransition(() => {
    createRoot(rootElement).render(app);
  });
}
/*
 * The first screen renders in the member's language: its catalogue (a small chunk of its own) loads
 * first, in parallel with the login screen's chunk on a cold /login. Both are there before the first
 * render, so it commits the screen itself (not a spinner first, then the screen).
 */
const loginScreen = window.location.pathname === '/login' ? loadLoginPage() : null;
void Promise.all([activateInitialLocale(), loginScreen]).then(render, render);
