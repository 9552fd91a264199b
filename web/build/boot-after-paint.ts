/**
 * The app's entry script starts downloading once the first frame is painted when the page arrives
 * with the pre-rendered login screen (#root[data-login-shell], first visit to /login): on a slow link the
 * stylesheet and the login screen's logo then get the connection to themselves, and the screen
 * shows sooner; the app's script follows right after. Any other page starts the app at once.
 *
 * index.html gets a small deferred /boot.js (the CSP forbids inline scripts) in place of the
 * entry's <script type="module">; boot.js inserts that module script. On the first visit it first
 * announces, with <link rel="modulepreload">, every chunk a cold /login needs besides the entry: the
 * chunks main.tsx imports at once (React's DOM renderer, evaluated in a task of its own, and the
 * login screen: STARTED_WITH_ENTRY) and every static import of those and of the entry. So they all
 * download in parallel, as one script would; each link goes in a task of its own, since starting a
 * download costs the main thread 1–5 ms on a slow phone; the entry's script goes in after the last,
 * so Vite's loader, which looks for links when the entry first asks for a chunk, finds them all and
 * adds none (inserted earlier, the entry could run while links were still coming and get a second
 * link for one). Later visits read every chunk from the service worker's precache, where
 * steps cost nothing and a link would only cost main-thread time (decision 81).
 */
import type { Plugin, Rolldown } from 'vite';

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
export const BOOT_FILE = 'boot.js';

/**
 * The modules main.tsx imports dynamically as soon as it runs on a cold /login (ids end with these
 * paths; vite.config.ts keeps React's DOM renderer in one chunk).
 */
export const STARTED_WITH_ENTRY = ['/react-dom/client.js', '/src/features/auth/pages/login-page.tsx'] as const;

/** Every chunk a cold /login needs, other than the entry itself: paths as served ("/assets/…"). */
export function chunksStartedWith(entryFile: string, bundle: Rolldown.OutputBundle): string[] {
  const entry = bundle[entryFile];
  if (entry?.type !== 'chunk') throw new Error(`boot-after-paint: the entry chunk ${entryFile} is missing from the bundle`);
  const started = STARTED_WITH_ENTRY.map((suffix) => {
    const file = entry.dynamicImports.find((f) => {
      const chunk = bundle[f];
      return chunk?.type === 'chunk' && chunk.moduleIds.some((id) => id.endsWith(suffix));
    });
    if (!file) throw new Error(`boot-after-paint: main.tsx no longer imports a module ending with ${suffix} on its own`);
    return file;
  });
  const files = new Set<string>();
  const walk = (file: string) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || files.has(file)) return;
    files.add(file);
    for (const dep of chunk.imports) walk(dep);
  };
  for (const file of started) walk(file);
  for (const dep of entry.imports) walk(dep);
  files.delete(entryFile);
  return [...files].map((f) => `/${f}`);
}

function bootSource(entry: string, preload: string[]): string {
  return `(function () {
  var started = false;
  var firstVisit = !!document.querySelector('#root[data-login-shell]');
  function insertEntry() {
    var s = document.createElement('script');
    s.type = 'module';
    s.crossOrigin = 'anonymous';
    s.src = ${JSON.stringify(entry)};
    document.head.appendChild(s);
  }
  function start() {
    if (started) return;
    started = true;
    if (!firstVisit) return insertEntry();
    var preload = ${JSON.stringify(preload)};
    var next = 0;
    (function announce() {
      // The entry last: when it runs, every link is there, and Vite's loader adds none of its own.
      if (next >= preload.length) return insertEntry();
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = preload[next++];
      document.head.appendChild(link);
      setTimeout(announce, 0);
    })();
  }
  if (!firstVisit) return start();
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
    generateBundle(_options, bundle) {
      if (!entry) throw new Error('boot-after-paint: index.html was not transformed');
      const preload = chunksStartedWith(entry.replace(/^\//, ''), bundle);
      this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: bootSource(entry, preload) });
    },
  };
}
