/**
 * Named warm-up hooks. The router registers what "after login" needs (shell
 * and dashboard chunks); the login screen triggers it once the member reaches
 * the OTP step, so those chunks download while the code is being typed,
 * without the login feature importing the app layer.
 */
type Loader = () => Promise<unknown>;

const loaders = new Map<string, Loader[]>();
const done = new Set<string>();

export function registerPrefetch(name: string, loader: Loader): void {
  const list = loaders.get(name) ?? [];
  list.push(loader);
  loaders.set(name, list);
}

/** Runs the loaders of `name` once; failures are ignored (the real navigation retries). */
export function prefetch(name: string): void {
  if (done.has(name)) return;
  done.add(name);
  for (const load of loaders.get(name) ?? []) {
    load().catch(() => done.delete(name));
  }
}

export const PREFETCH_AFTER_LOGIN = 'after-login';
