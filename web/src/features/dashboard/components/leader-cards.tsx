import { Link } from 'react-router';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { i18n } from '@/i18n/i18n';
import type { DashboardData } from '../api';

type Leader = DashboardData['dgData'];

const LEADERS: { key: 'dgData' | 'fvdgData' | 'svdgData'; role: string; id: string }[] = [
  { key: 'dgData', role: 'DG', id: 'dg' },
  { key: 'fvdgData', role: 'FVDG', id: 'fvdg' },
  { key: 'svdgData', role: 'SVDG', id: 'svdg' },
];

function LeaderCard({ leader, role, to }: { leader: Leader; role: string; to: string }) {
  const name = leader?.memName || i18n._('N/A');
  return (
    <Link
      to={to}
      className="flex h-full flex-col items-center gap-1.5 rounded-xl border bg-card p-2.5 text-center shadow-sm transition-colors hover:border-primary/40"
    >
      <ImageWithFallback
        src={leader?.memPhoto}
        alt=""
        width={72}
        height={72}
        fallback="person"
        className="size-18 rounded-full border-2 border-gold object-cover"
      />
      <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold tracking-wide text-primary-foreground">{role}</span>{' '}
      <span className="text-sm font-semibold leading-snug wrap-anywhere text-foreground">{name}</span>{' '}
      {leader?.club_name && <span className="text-xs leading-snug wrap-anywhere text-muted-foreground">{leader.club_name}</span>}
    </Link>
  );
}

/** DG, FVDG and SVDG → /district-dg/dg|fvdg|svdg. */
export function LeaderCards({ data }: { data: DashboardData }) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,5.5rem),1fr))] gap-2.5">
      {LEADERS.map(({ key, role, id }) => (
        <li key={id}>
          <LeaderCard leader={data[key]} role={role} to={`/district-dg/${id}`} />
        </li>
      ))}
    </ul>
  );
}
