import { useEffect } from 'react';
import { showError } from './show-error';

/**
 * One error toast per failure of a query (docs/product.md 5.6), through `showError`: the
 * server's message, or the screen's fallback ("Data Not Found." etc., in the member's language).
 * Pass the query's error and errorUpdatedAt.
 */
export function useErrorToast(error: unknown, errorUpdatedAt: number, fallback: string): void {
  useEffect(() => {
    if (error && errorUpdatedAt > 0) showError(error, fallback);
    // Only a new failure (errorUpdatedAt) should toast, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorUpdatedAt]);
}
