import { Link } from 'react-router';
import CalendarIcon from 'lucide-react/icons/calendar';
import { ImageWithFallback } from '@/components/image-with-fallback';

export interface ActivityCardProps {
  to: string;
  /** Runs before navigating (the list's save()). */
  onOpen?: () => void;
  image: string | null;
  title: string;
  /** Already formatted, e.g. "05 Jan 2025" or "05 Jan 2025 – 07 Jan 2025". */
  date: string;
  /** Club or district name. */
  byline?: string;
  description?: string;
  /** Load the thumbnail at once (cards above the fold). */
  eager?: boolean;
}

/**
 * A row of the activity and event lists: fixed-size thumbnail, title, date, club or district,
 * and a two-line description. The whole card is one link.
 */
export function ActivityCard({ to, onOpen, image, title, date, byline, description, eager }: ActivityCardProps) {
  return (
    <Link
      to={to}
      onClick={onOpen}
      className="flex flex-wrap gap-3 rounded-xl border bg-card p-2.5 shadow-sm transition-colors hover:border-primary/40 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ImageWithFallback src={image} alt="" width={96} height={96} eager={eager} className="size-24 shrink-0 rounded-lg object-cover" />
      {/* At large text the words go under the picture instead of into a sliver beside it. */}
      <span className="flex min-w-[min(100%,9rem)] flex-1 flex-col gap-0.5">
        <span className="text-lg font-semibold leading-snug wrap-break-word text-foreground">{title}</span>
        <span className="inline-flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarIcon className="size-4 shrink-0" aria-hidden="true" />
          {date}
        </span>
        {byline && <span className="text-sm font-medium wrap-break-word text-primary">{byline}</span>}
        {description && (
          // Two lines of running text: stored line breaks (real or a literal "\n") read as spaces here.
          <span data-preview="" className="line-clamp-2 text-sm text-muted-foreground">{description.replace(/\\[rn]|\s+/g, ' ')}</span>
        )}
      </span>
    </Link>
  );
}

/** Skeleton row matching ActivityCard. */
export function ActivityCardSkeleton() {
  return (
    <div className="flex gap-3 rounded-xl border bg-card p-2.5">
      <div className="size-24 shrink-0 animate-pulse rounded-lg bg-muted" />
      <div className="flex flex-1 flex-col gap-2 py-1">
        <div className="h-5 w-4/5 animate-pulse rounded bg-muted" />
        <div className="h-4 w-2/5 animate-pulse rounded bg-muted" />
        <div className="h-4 w-3/5 animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
