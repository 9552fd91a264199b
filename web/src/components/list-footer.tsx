import { Spinner } from './ui/spinner';

/** Bottom of an infinite list: a spinner while the next page loads. */
export function ListFooter({ loading }: { loading: boolean }) {
  if (!loading) return null;
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-6 text-base text-muted-foreground">
      <Spinner />
      Loading more…
    </div>
  );
}
