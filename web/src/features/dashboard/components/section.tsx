import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { i18n } from '@/i18n/i18n';

/** A dashboard block: heading, optional "See All" link, content. */
export function DashboardSection({ title, seeAllTo, children }: { title: string; seeAllTo?: string; children: ReactNode }) {
  // The title is in the member's language: the heading's id does not come from its letters.
  const id = `section${useId()}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="min-w-0 text-lg font-bold text-foreground">
          {title}
        </h2>
        {seeAllTo && (
          <Link
            to={seeAllTo}
            aria-label={i18n._('See All {title}', { title })}
            className="inline-flex min-h-11 shrink-0 items-center gap-0.5 whitespace-nowrap rounded-lg px-2 text-base font-semibold text-primary hover:bg-secondary"
          >
            {i18n._('See All')}
            <ChevronRightIcon className="size-5" aria-hidden="true" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
