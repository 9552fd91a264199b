/**
 * A first visit to /login arrives with the login screen pre-rendered inside #root (server/src/app.ts,
 * web/scripts/prerender-login.mjs), marked `data-login-shell` and inert: seen, not usable, so nothing
 * typed before the app runs is lost. main.tsx hydrates it; the route guard releases it in the
 * commit that makes it the app's own (or when the app shows something else).
 */
export const LOGIN_SHELL_ATTRIBUTE = 'data-login-shell';

/** #root, when it holds the pre-rendered login screen. */
export function loginShellRoot(): HTMLElement | null {
  const root = document.getElementById('root');
  return root?.hasAttribute(LOGIN_SHELL_ATTRIBUTE) ? root : null;
}

/** The app has the screen now: it becomes usable. */
export function releaseLoginShell(): void {
  const root = loginShellRoot();
  if (!root) return;
  root.removeAttribute('inert');
  root.removeAttribute(LOGIN_SHELL_ATTRIBUTE);
}
