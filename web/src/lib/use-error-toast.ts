import { useEffect } from 'react';
import { toast } from 'sonner';
import { errorMessage } from './api-client';
import { i18n } from '@/i18n/i18n';

/**
 * One error toast per failure of a query (docs/product.md 5.6): the server's message, or the
 * screen's fallback ("Data Not Found." etc., in the member's language). Pass the query's error and
 * errorUpdatedAt.
 */
export function useErrorToast(error: unknown, errorUpdatedAt: number, fallback: string): void {
  useEffect(() => {
    if (error && errorUpdatedAt > 0) toast.error(errorMessage(error, i18n._(fallback)));
    // Only a new failure (errorUpdatedAt) should toast, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorUpdatedAt]);
}
