/**
 * One Vitest run over the three workspaces (`npm run test:unit`, and step 3 of `npm test`).
 *
 * A workspace that has its own vitest.config.* is used as is (its owner decides plugins,
 * environment, setup files). Otherwise an inline project is used: node for the contract and
 * the server, jsdom for the web app (extending web/vite.config.* when present so aliases and
 * plugins match the build).
 *
 * Browser tests (e2e/*.spec.ts) are Playwright's and are not picked up here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const CONFIG_NAMES = ['vitest.config.ts', 'vitest.config.mts', 'vitest.config.js', 'vitest.config.mjs'];
const VITE_NAMES = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs'];

function find(dir: string, names: string[]): string | undefined {
  return names.find((n) => fs.existsSync(path.join(root, dir, n)));
}

function project(dir: string, name: string, environment: 'node' | 'jsdom'): TestProjectConfiguration {
  const own = find(dir, CONFIG_NAMES);
  if (own) return `./${dir}/${own}`;
  const vite = environment === 'jsdom' ? find(dir, VITE_NAMES) : undefined;
  return {
    ...(vite ? { extends: `./${dir}/${vite}` } : {}),
    root: path.join(root, dir),
    test: {
      name,
      environment,
      include: ['src/**/*.{test,spec}.{ts,tsx}', 'test/**/*.{test,spec}.{ts,tsx}'],
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      project('packages/contract', 'contract', 'node'),
      project('server', 'server', 'node'),
      project('web', 'web', 'jsdom'),
    ],
    // A focused test (.only) fails the run everywhere, not only when CI is set.
    allowOnly: false,
    // The server's API suites boot an app per file; two cores, keep it sane.
    maxWorkers: 2,
  },
});
