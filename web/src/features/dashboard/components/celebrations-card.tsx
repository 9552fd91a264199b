import { Link } from 'react-router';
import CakeIcon from 'lucide-react/icons/cake';
import HeartIcon from 'lucide-react/icons/heart';
import { i18n } from '@/i18n/i18n';

/** Today's birthdays and marriage anniversaries; the whole card opens /greetings. */
export function CelebrationsCard({ birthdays, anniversaries }: { birthdays: number; anniversaries: number }) {
  return (
    <Link
      to="/greetings"
      className="flex flex-wrap overflow-hidden rounded-xl border bg-card shadow-sm transition-colors hover:border-primary/40"
    >
      {/* Named by what it shows (a voice command says what it sees), after the section's name. */}
      <span className="sr-only">{i18n._("Today's Celebrations")}: </span>
      <span className="flex min-w-[min(100%,9rem)] flex-1 items-center gap-3 p-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gold-soft text-gold-foreground">
          <CakeIcon className="size-6" aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-2xl font-bold leading-tight tabular-nums">{birthdays}</span>{' '}
          <span className="text-sm font-medium wrap-anywhere text-muted-foreground">{i18n._('Birthdays')}</span>
        </span>
      </span>{' '}
      <span className="flex min-w-[min(100%,9rem)] flex-1 items-center gap-3 border-l p-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300">
          <HeartIcon className="size-6" aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-2xl font-bold leading-tight tabular-nums">{anniversaries}</span>{' '}
          <span className="text-sm font-medium wrap-anywhere text-muted-foreground">{i18n._('Anniversaries')}</span>
        </span>
      </span>
    </Link>
  );
}
