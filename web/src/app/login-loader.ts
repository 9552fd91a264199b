/**
 * The login screen's chunk, asked for once: main.tsx starts it on a cold /login (in parallel with
 * the language's catalogue) and waits for it before the first render; the route's lazy component
 * gets the same promise. So the first render finds the screen already there and commits it in one
 * go, instead of committing the loading spinner first and the screen after React's reveal delay.
 * A failed download (offline) is forgotten, so the next attempt asks again.
 */
let loading: Promise<typeof import('@/features/auth/pages/login-page')> | null = null;

export function loadLoginPage() {
  if (!loading) {
    const attempt = import('@/features/auth/pages/login-page');
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}
