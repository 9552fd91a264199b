/**
 * After `vite build`: renders the app's first view of /login (the phone step) to HTML,
 * dist/login-shell.html (one per language). The server puts it inside #root on a first visit to
 * /login, so the screen paints from HTML and CSS alone, before any JavaScript has run; main.tsx then
 * hydrates it (React takes over the markup it finds instead of building the screen again). So the
 * markup is the app's own render of /login, the whole tree under the router, with React's hydration
 * markers and the same ids the browser's render gives (decision 138).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = await createServer({
  root: web,
  configFile: path.join(web, 'vite.config.ts'),
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
});
try {
  // Packages load natively (the SSR module graph keeps node_modules external: one React).
  const { createElement, StrictMode } = await import('react');
  const { prerenderToNodeStream } = await import('react-dom/static');
  const { MemoryRouter } = await import('react-router');
  const { AppContent } = await vite.ssrLoadModule('/src/app/app.tsx');
  const { DEFAULT_DISTRICT_TITLE } = await vite.ssrLoadModule('/src/lib/meta.ts');
  const { activateLocale } = await vite.ssrLoadModule('/src/i18n/i18n.ts');
  const { LOCALES } = await vite.ssrLoadModule('/src/i18n/locales.ts');
  const render = async () => {
    // The tree main.tsx hydrates: StrictMode > router > AppContent (BrowserRouter and MemoryRouter
    // both render one <Router>, so React's ids come out the same). prerender waits for the lazy
    // login screen, where renderToString would give the loading spinner.
    const tree = createElement(StrictMode, null, createElement(MemoryRouter, { initialEntries: ['/login'] }, createElement(AppContent)));
    const { prelude } = await prerenderToNodeStream(tree, { onError: (error) => console.error(error) });
    let html = '';
    for await (const chunk of prelude) html += chunk;
    return html;
  };
  // One shell per language (login-shell.html is English): the server sends the member's (their
  // choice's cookie, else the phone's Accept-Language), so the first paint is already in it.
  for (const locale of LOCALES) {
    await activateLocale(locale);
    const markup = await render();
    // Only the screen itself: resource hints React may put first (the logo's preload) would be
    // nodes #root's hydration does not expect.
    const screen = markup.replace(/^(<link [^>]*>)+/, '');
    if (!screen.startsWith('<!--$--><main') || !screen.includes('<form') || !screen.includes(`>${DEFAULT_DISTRICT_TITLE}<`) || /<link |<script|<template/.test(screen)) {
      throw new Error(`the login screen did not render as expected:\n${markup.slice(0, 400)}`);
    }
    // The server writes the configured district title (the app reads the same from <meta>).
    const html = screen.replace(`>${DEFAULT_DISTRICT_TITLE}<`, '>{{district-title}}<');
    const name = locale === 'en' ? 'login-shell.html' : `login-shell.${locale}.html`;
    fs.writeFileSync(path.join(web, 'dist', name), html);
    console.log(`login shell: dist/${name} (${html.length} bytes)`);
  }
} finally {
  await vite.close();
}
