/**
 * Server tests: unit tests and API suites (src/test/harness.ts). Used by the
 * root vitest.config.ts as the "server" project, or alone from this folder.
 */
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.{test,spec}.ts', 'test/**/*.{test,spec}.ts'],
    // Native modules (better-sqlite3, sharp) are happiest in child processes.
    pool: 'forks',
    // API suites make dozens of calls per test and seed a district per block;
    // a busy two-core CI machine needs more than the 5 s / 10 s defaults.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
