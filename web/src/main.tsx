import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForInstallPrompt } from './lib/install-prompt';
import './index.css';

// Before React renders: the browser may offer installation right away.
listenForInstallPrompt();

/*
 * After a deploy, an open tab may ask for a chunk of the previous build that no
 * longer exists. Reload once to pick up the new build; the timestamp stops a
 * reload loop when the failure is really a lost connection.
 */
window.addEventListener('vite:preloadError', (event) => {
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
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
