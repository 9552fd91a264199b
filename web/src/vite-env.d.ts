/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** A Lingui catalogue, compiled at build time by @lingui/vite-plugin. */
declare module '*.po' {
  import type { Messages } from '@/i18n/runtime';
  export const messages: Messages;
}
