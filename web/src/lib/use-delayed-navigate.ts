import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Spec section 9: after a save or delete the message shows for 1 s before the app moves on. */
export const REDIRECT_DELAY_MS = 1000;

/**
 * Navigates after REDIRECT_DELAY_MS. -1 goes back one page, or to `fallback` when the app was
 * opened on this page (there is no in-app page to return to). Leaving the page first cancels it.
 */
export function useDelayedNavigate(): (to: string | -1, fallback?: string) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string | -1, fallback = '/') => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (to !== -1) return void navigate(to);
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) void navigate(-1);
        else void navigate(fallback, { replace: true });
      }, REDIRECT_DELAY_MS);
    },
    [navigate],
  );
}
