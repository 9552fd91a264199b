/**
 * The app's entry script starts downloading once the first frame is painted when the page arrives
 * with the pre-rendered login screen (#login-shell, first visit to /login): on a slow link the
 * stylesheet and the login screen's logo then get the connection to themselves, and the screen
 * shows sooner; the app's script follows right after. Any other page starts the app at once.
 *
 * index.html gets a small deferred /boot.js (the CSP forbids inline scripts) in place of the
 * entry's <script type="module">; boot.js inserts that module script.
 */
import type { Plugin } from 'vite';

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
export const BOOT_FILE = 'boot.js';

function bootSource(entry: string): string {
  return `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var s = document.createElement('script');
    s.type = 'module';
    s.crossOrigin = 'anonymous';
    s.src = ${JSON.stringify(entry)};
    document.head.appendChild(s);
  }
  if (!document.getElementById('login-shell')) return start();
  // Once the browser reports the first paint (the login screen is on screen).
  try {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch (e) {
    // No paint timing: after the next frame instead.
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  // A tab opened in the background paints nothing: do not wait for it for long.
  setTimeout(start, 1000);
})();
`;
}

export function bootAfterPaint(): Plugin {
  let entry: string | null = null;
  return {
    name: 'd320b:boot-after-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const match = ENTRY_TAG.exec(html);
        if (!match) throw new Error('boot-after-paint: the entry <script type="module"> is missing from index.html');
        entry = match[1]!;
        return html.replace(match[0], `<script src="/${BOOT_FILE}" defer></script>`);
      },
    },
    generateBundle() {
      if (!entry) throw new Error('boot-after-paint: index.html was not transformed');
      this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: bootSource(entry) });
    },
  };
}
