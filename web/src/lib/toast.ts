/**
 * Toasts without loading the toast library up front.
 *
 * The toast UI (sonner, ~10 KB gzip) is not part of the first download: the
 * root mounts the <Toaster> only once something asks for it — the signed-in
 * shell does so once its first screen is up, the login screen on its first
 * message. Sonner replays toasts created before its Toaster subscribed, so
 * nothing is lost. Screens inside the shell may simply `import { toast } from 'sonner'`.
 *
 * The signed-in shell hands over the Toaster it loaded with its own code: the
 * root then mounts that one instead of downloading it. A member who loses the
 * signal just after a screen came up still sees why a save failed.
 */
import type { ComponentType } from 'react';

type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

let requested = false;
let loadedToaster: ComponentType | null = null;
const listeners = new Set<() => void>();

export function requestToaster(toaster?: ComponentType): void {
  if (toaster) loadedToaster ??= toaster;
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** The Toaster a caller of `requestToaster` already holds, if any. */
export function loadedToasterComponent(): ComponentType | null {
  return loadedToaster;
}

export function isToasterRequested(): boolean {
  return requested;
}

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, message: string): void {
  requestToaster();
  void import('sonner').then(({ toast }) => {
    if (kind === 'message') toast(message);
    else toast[kind](message);
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  message: (message: string) => show('message', message),
};
