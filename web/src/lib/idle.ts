/**
 * Runs work that can wait when the browser is idle (requestIdleCallback), or after a short timeout
 * where it is missing (Safari). `timeoutMs` bounds the wait on a busy phone. Returns a cancel function.
 */
export function whenIdle(work: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}
