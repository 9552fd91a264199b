import WifiOffIcon from 'lucide-react/icons/wifi-off';
import { useOnline } from '@/lib/online';
import { i18n } from '@/i18n/i18n';

export const OFFLINE_NOTICE = /*i18n*/ "You're offline — showing saved data";

/**
 * A slim bar under the top bar while the browser is offline; gone when the connection is back
 * (queries then refetch through TanStack's onlineManager). Polite live region: announced once,
 * never steals focus.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="sticky top-14 z-10 empty:hidden print:hidden">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-3 py-1.5 text-center text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <WifiOffIcon className="size-4 shrink-0" aria-hidden="true" />
          {i18n._(OFFLINE_NOTICE)}
        </p>
      )}
    </div>
  );
}
