/**
 * Lingui: the member app's messages (docs/decisions/, decision 110). The English text is the
 * message id, so English needs no translation and reads exactly as written in the code;
 * `npm run i18n:extract -w web` gathers every `i18n._(…)` call and every `/*i18n*\/ '…'` literal into
 * src/locales/<locale>.po (all) and src/locales/login/<locale>.po (what a cold /login shows), where
 * Telugu and Hindi are translated. The build compiles each catalogue into its own lazily loaded
 * chunk (@lingui/vite-plugin).
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The admin console's source: its own catalogue, so a member's download carries none of its texts. */
const ADMIN_CONSOLE = [
  '<rootDir>/src/app/admin-console.tsx',
  '<rootDir>/src/app/admin-features.ts',
  '<rootDir>/src/components/admin',
  '<rootDir>/src/features/admin',
  '<rootDir>/src/features/admin-directory',
  '<rootDir>/src/features/admin-roster',
  '<rootDir>/src/features/admin-security',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'te', 'hi'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      // What a cold /login shows (the phone step, the language choice, the loading screen, the toasts' region):
      // the only catalogue that first download waits for.
      path: '<rootDir>/src/locales/login/{locale}',
      include: [
        '<rootDir>/src/app/full-screen-loader.tsx',
        '<rootDir>/src/app/toaster.tsx',
        '<rootDir>/src/i18n/language-choice.tsx',
        '<rootDir>/src/features/auth/pages/login-page.tsx',
        '<rootDir>/src/features/auth/validation.ts',
      ],
    },
    {
      // Everything else a member sees, loaded with the OTP step or the signed-in app.
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**', ...ADMIN_CONSOLE.map((p) => (p.endsWith('.ts') || p.endsWith('.tsx') ? p : `${p}/**`))],
    },
    {
      // The admin console, loaded with its lazy chunk: English only for now (decision 126), so its
      // Telugu and Hindi catalogues fall back to the English text.
      path: '<rootDir>/src/locales/admin/{locale}',
      include: ADMIN_CONSOLE,
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'messageId',
});
