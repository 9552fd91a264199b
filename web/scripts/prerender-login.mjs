/**
 * After `vite build`: renders the login screen's first view (phone step) to static HTML,
 * dist/login-shell.html. The server puts it in front of the app on a first visit to /login, so the
 * screen paints from HTML and CSS alone, before any JavaScript has run (the CSP forbids inline
 * scripts, and none is needed). main.tsx removes it once React shows the real screen.
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
  const { createElement } = await import('react');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { MemoryRouter } = await import('react-router');
  const { default: LoginPage } = await vite.ssrLoadModule('/src/features/auth/pages/login-page.tsx');
  const { DEFAULT_DISTRICT_TITLE } = await vite.ssrLoadModule('/src/lib/meta.ts');
  const { activateLocale } = await vite.ssrLoadModule('/src/i18n/i18n.ts');
  const { LOCALES } = await vite.ssrLoadModule('/src/i18n/locales.ts');
  // One shell per language (login-shell.html is English): the server sends the member's (their
  // choice's cookie, else the phone's Accept-Language), so the first paint is already in it.
  for (const locale of LOCALES) {
    await activateLocale(locale);
    const markup = renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/login'] }, createElement(LoginPage)));
    if (!markup.includes('<form') || !markup.includes(`>${DEFAULT_DISTRICT_TITLE}<`)) throw new Error('the login screen did not render as expected');
    // Inert: seen, not usable (typing goes to the real field once it is there). No autofocus, no ids
    // (the real screen brings its own); the server writes the configured district title.
    const html = `<div id="login-shell" inert>${markup
      .replace(/ autofocus=""/g, '')
      .replace(/ (id|for|aria-labelledby|aria-describedby)="[^"]*"/g, '')
      .replace(`>${DEFAULT_DISTRICT_TITLE}<`, '>{{district-title}}<')}</div>`;
    const name = locale === 'en' ? 'login-shell.html' : `login-shell.${locale}.html`;
    fs.writeFileSync(path.join(web, 'dist', name), html);
    console.log(`login shell: dist/${name} (${html.length} bytes)`);
  }
} finally {
  await vite.close();
}
