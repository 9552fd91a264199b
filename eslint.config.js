// ESLint flat config for the whole repository (`npm run lint`, step 2 of `npm test`).
// Fast on purpose: no type-aware rules (tsc already runs in step 1).
import fs from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const TEST_FILES = ['**/*.{test,spec}.{ts,tsx,js,mjs}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'];

// Test runner objects whose modifiers must never be committed: a focused or skipped test
// silently hides failures. Conditional variants (skipIf/runIf) count too: a suite that does not
// apply (e.g. PostgreSQL without TEST_DATABASE_URL) should not be registered at all.
const RUNNERS = ['describe', 'it', 'test', 'suite', 'bench'];
const MODIFIERS = ['only', 'skip', 'todo', 'fixme', 'skipIf', 'runIf'];
const noFocusOrSkip = RUNNERS.flatMap((object) =>
  MODIFIERS.map((property) => ({
    object,
    property,
    message: `No focused or skipped tests (${object}.${property}): the test suite must run every test.`,
  })),
);

// Boundaries (`@typescript-eslint/no-restricted-imports`, type imports included):
// - web: a feature does not import another feature, nor the app that composes them; lib/ and
//   components/ import neither. The one cross-feature import allowed is listed here.
// - server: a module does not use another module's repository or mappers (its SQL and its wire
//   shapes); shared reads live in db/ or modules/shared/, or come through the other's service.
const WEB_FEATURES = fs.readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const CROSS_FEATURE_ALLOWED = {
  // My Profile shows the member's own data (export and erase) section.
  profile: ['my-data/components/my-data-section'],
};
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NO_APP = { regex: '^@/app(/|$)', message: 'The app composes features, screens and components: they do not import it.' };
const featureZone = (feature) => {
  const allowed = [feature, ...(CROSS_FEATURE_ALLOWED[feature] ?? [])].map((p) => `${escapeRegex(p)}(/|$)`);
  return {
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: `^@/features/(?!(${allowed.join('|')}))`, message: `Features do not import each other: compose them in web/src/app (or list the import in eslint.config.js).` },
          NO_APP,
        ],
      }],
    },
  };
};

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/data/',
    '**/coverage/',
    'playwright-report/',
    'test-results/',
    'web/dev-dist/',
    'bench/results/',
    'tmp/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    rules: {
      // `_`-prefixed names are the convention for deliberately unused values.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      eqeqeq: ['error', 'smart'],
    },
  },

  // Node code: server, contract, build scripts, tests, benches, configs.
  {
    files: ['server/**/*.{ts,js,mjs}', 'packages/**/*.{ts,js,mjs}', 'scripts/**', 'bench/**', 'e2e/**', '*.{js,mjs,ts}', 'web/*.{js,mjs,ts}', 'web/scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },

  // Frozen Kysely migrations take `Kysely<any>` by design (they must not depend on today's schema).
  {
    files: ['server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // The PWA: browser globals + React hooks rules.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      // React Compiler diagnostics that flag common, correct patterns: report, do not fail.
      'react-hooks/set-state-in-effect': 'warn',
      'react-hooks/preserve-manual-memoization': 'warn',
    },
  },
  {
    // Service worker source, if any.
    files: ['web/src/**/sw.ts', 'web/src/**/*.worker.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },

  ...WEB_FEATURES.map(featureZone),
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ regex: '^@/features(/|$)', message: 'lib/ and components/ serve every feature: they import none.' }, NO_APP],
      }],
    },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{
          regex: '^\\.\\./[^/.]+/(repository|mappers)(\\.js)?$',
          message: "Another module's repository and mappers are its own: use its service, db/ or modules/shared/.",
        }],
      }],
    },
  },

  // No import cycles in the app, the server or the contract, dynamic imports included (a cycle
  // hidden behind `import()` still ties two modules' load order together).
  {
    files: ['web/src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'packages/contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['web/tsconfig.json', 'server/tsconfig.json', 'packages/contract/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }] },
  },

  // The server's lib/ serves every module: it imports none (paths resolved, so `../modules/x`,
  // type-only and dynamic imports all count). Tests beside lib/ code are held to it too.
  {
    files: ['server/src/lib/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [{ target: './server/src/lib', from: './server/src/modules', message: 'lib/ serves every module and imports none: move what it needs into lib/, or the file into its module.' }],
      }],
    },
  },

  // Tests: no focused/skipped tests anywhere.
  {
    files: TEST_FILES,
    rules: {
      'no-restricted-properties': ['error', ...noFocusOrSkip],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
]);
