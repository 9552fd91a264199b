import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath, URL } from 'node:url';
import { precompress } from './build/precompress';
import { bootAfterPaint } from './build/boot-after-paint';

const require = createRequire(import.meta.url);
/**
 * react-router's default export condition is its development build, which
 * keeps dev-only warnings in production bundles; builds use the production
 * files instead (same API, smaller first download).
 */
const reactRouterProduction = join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

/**
 * Which chunks a lazy import announces with <link rel="modulepreload"> (decision 81): only the login
 * screen's, the one lazy import a first visit makes before the service worker holds every chunk. On
 * that visit, over 3G, the links fetch the screen's chunks in parallel instead of in steps. Any
 * later import reads its chunks from the worker's precache, where steps cost nothing, while each
 * link costs the main thread ~1 ms to insert: ~30 of them made the first render of a signed-in
 * screen one long task. On a pre-rendered /login, boot.js has announced them already (decision 137)
 * and Vite's loader, finding the links, inserts none.
 */
function preloadOnlyFirstVisit(filename: string, deps: string[]): string[] {
  return /(^|\/)login-page-[\w-]+\.js$/.test(filename) ? deps : [];
}

/** React's DOM renderer's chunk (decision 137): its own chunk, with Chrome's compile hint. */
const RENDERER_CHUNK = 'react-dom';

const API_TARGET = 'http://localhost:3000';
const THEME_COLOR = '#00338d';
const BACKGROUND_COLOR = '#f3f4f6';

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  plugins: [
    react(),
    // Each language's catalogue (src/locales/*.po) compiled into its own lazy chunk (decision 110).
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
      // The app registers the worker itself once its first screen is up (src/lib/service-worker.ts).
      injectRegister: false,
      // The glob below already precaches every icon; listing them again would duplicate entries.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Lions Dist 320B',
        short_name: 'Lions 320B',
        description: 'Member directory of Lions Clubs District 320B',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//],
        cleanupOutdatedCaches: true,
        // Workbox's own database lets the sign-out wipe delete it (public/sw-release-db.js).
        importScripts: ['/sw-release-db.js'],
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Member thumbnails of the lists: kept in numbers, so the photos already seen stay
            // available offline next to the offline copy of the directory (features/offline).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/') && url.pathname.endsWith('/thumb.webp'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'media-thumbs',
              expiration: { maxEntries: 4000, maxAgeSeconds: 90 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Media keys are random and never reused, so a cached image never goes stale.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'media-images',
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    bootAfterPaint(),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/media': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/media': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    target: 'es2020',
    modulePreload: {
      // Every browser the app supports has <link rel="modulepreload">; the polyfill would only add bytes.
      polyfill: false,
      resolveDependencies: preloadOnlyFirstVisit,
    },
    // Chunks small enough that a 3G phone can show /login before the rest arrives.
    chunkSizeWarningLimit: 250,
    reportCompressedSize: true,
    // dist/.vite/manifest.json: lets scripts/login-budget.mjs follow the chunk graph of /login.
    manifest: true,
    rolldownOptions: {
      output: {
        /*
         * Chrome compiles a file marked so eagerly, on a background thread while it downloads,
         * instead of function by function on the main thread the first time each is called: React's
         * DOM renderer calls most of its functions on the first render.
         */
        postBanner: (chunk) => (chunk.name === RENDERER_CHUNK ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          // React's DOM renderer in one chunk of its own: main.tsx evaluates it in a task of its own.
          // Its dependency `react` stays in the entry, which every other chunk imports anyway (a
          // group taking it along needed a shared runtime chunk too: one more file on a cold /login).
          includeDependenciesRecursively: false,
          groups: [{ name: RENDERER_CHUNK, test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
}));
