import type { ReactNode } from 'react';
import { useOnline } from '@/lib/online';
import { cn } from '@/lib/utils';
import { i18n } from '@/i18n/i18n';

export interface EmptyStateProps {
  /** Defaults to "No Data Found" (docs/product.md 2.1). */
  message?: string;
  /** Optional second line or action (e.g. a button). */
  children?: ReactNode;
  className?: string;
}

/** "No Data Found" with a light inline illustration (no image download), in the theme's colours. */
export function EmptyState({ message = i18n._('No Data Found'), children, className }: EmptyStateProps) {
  return (
    <div role="status" className={cn('flex flex-col items-center justify-center gap-3 px-6 py-12 text-center', className)}>
      <svg viewBox="0 0 160 120" className="h-28 w-36" aria-hidden="true">
        <ellipse cx="80" cy="108" rx="56" ry="7" className="fill-border" />
        <rect x="34" y="20" width="80" height="78" rx="10" strokeWidth="3" className="fill-card stroke-muted-foreground" />
        <rect x="48" y="38" width="44" height="6" rx="3" className="fill-secondary" />
        <rect x="48" y="52" width="52" height="6" rx="3" className="fill-secondary" />
        <rect x="48" y="66" width="34" height="6" rx="3" className="fill-secondary" />
        <circle cx="106" cy="76" r="18" strokeWidth="4" className="fill-gold-soft stroke-primary" />
        <path d="m119 89 13 13" strokeWidth="6" strokeLinecap="round" className="stroke-primary" />
      </svg>
      <p className="text-lg font-semibold text-foreground">{message}</p>
      <OfflineHint />
      {children}
    </div>
  );
}

/** Under an empty or failed screen while offline: the reason, so nobody waits for it. */
function OfflineHint() {
  const online = useOnline();
  if (online) return null;
  return <p className="text-base text-muted-foreground">{i18n._('You\'re offline. This will load when the connection is back.')}</p>;
}

/** A list or screen whose request failed: the message and a way to try again, never a skeleton. */
export function FailedState({ message, onRetry, className }: { message: string | null; onRetry?: () => void; className?: string }) {
  return (
    <EmptyState message={message || i18n._('Could not load this page.')} className={className}>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-11 items-center rounded-lg border border-input bg-card px-4 text-base font-medium text-primary hover:bg-muted"
        >
          {i18n._('Try again')}
        </button>
      )}
    </EmptyState>
  );
}
