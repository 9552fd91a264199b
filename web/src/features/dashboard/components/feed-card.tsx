import { Link } from 'react-router';
import CalendarIcon from 'lucide-react/icons/calendar';
import { ImageWithFallback } from '@/components/image-with-fallback';

export interface FeedItem {
  id: number;
  to: string;
  title: string;
  image: string | null;
  date: string;
  /** Club or district name. */
  byline?: string;
  description?: string;
}

/** One activity / event row: thumbnail, title, date, byline, two-line description. */
export function FeedCard({ item }: { item: FeedItem }) {
  return (
    <Link to={item.to} className="flex flex-wrap gap-3 rounded-xl border bg-card p-2.5 shadow-sm transition-colors hover:border-primary/40">
      <ImageWithFallback src={item.image} alt="" width={96} height={96} className="size-24 shrink-0 rounded-lg object-cover" />
      {/* At large text the words go under the picture instead of into a sliver beside it. */}
      <span className="flex min-w-[min(100%,9rem)] flex-1 flex-col gap-0.5">
        <span className="text-base font-semibold leading-snug wrap-break-word text-foreground">{item.title}</span>
        <span className="inline-flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
          <CalendarIcon className="size-4 shrink-0" aria-hidden="true" />
          {item.date}
        </span>
        {item.byline && <span className="text-sm font-medium wrap-break-word text-primary">{item.byline}</span>}
        {item.description && <span data-preview="" className="line-clamp-2 text-sm text-muted-foreground">{item.description}</span>}
      </span>
    </Link>
  );
}

export function FeedList({ items, empty }: { items: FeedItem[]; empty: string }) {
  if (items.length === 0) return <p className="rounded-xl border border-dashed bg-card/60 p-4 text-center text-base text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2.5">
      {items.map((item) => (
        <li key={item.id}>
          <FeedCard item={item} />
        </li>
      ))}
    </ul>
  );
}
