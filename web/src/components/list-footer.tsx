import { Spinner } from './ui/spinner';
import { i18n } from '@/i18n/i18n';

/** Bottom of an infinite list: a spinner while the next page loads. */
export function ListFooter({ loading }: { loading: boolean }) {
  if (!loading) return null;
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-6 text-base text-muted-foreground">
      <Spinner />
      {i18n._('Loading more…')}
    </div>
  );
}
