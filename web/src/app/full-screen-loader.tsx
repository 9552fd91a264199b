import { Spinner } from '@/components/ui/spinner';
import { i18n } from '@/i18n/i18n';

/** Shown while the first chunk of a screen downloads (slow 3G can take a few seconds). */
export function FullScreenLoader() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-base text-muted-foreground">
      <Spinner className="size-6 text-primary" />
      {i18n._('Loading…')}
    </div>
  );
}
