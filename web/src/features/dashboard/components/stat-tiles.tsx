import { Link } from 'react-router';
import { formatCount } from '@/lib/format';
import Building2Icon from 'lucide-react/icons/building-2';
import UsersIcon from 'lucide-react/icons/users';
import HeartHandshakeIcon from 'lucide-react/icons/heart-handshake';
import { i18n } from '@/i18n/i18n';

interface StatTile {
  label: string;
  value: number;
  to: string;
  icon: typeof UsersIcon;
}

/** Counts: Clubs → /clubs, Members → /district-members, My Club → /club-details/{clubId}. */
export function StatTiles({ clubs, members, myClubMembers, clubId }: { clubs: number; members: number; myClubMembers: number; clubId: number }) {
  const tiles: StatTile[] = [
    { label: /*i18n*/ 'Clubs', value: clubs, to: '/clubs', icon: Building2Icon },
    { label: /*i18n*/ 'Members', value: members, to: '/district-members', icon: UsersIcon },
    { label: /*i18n*/ 'My Club', value: myClubMembers, to: `/club-details/${clubId}`, icon: HeartHandshakeIcon },
  ];
  return (
    <ul className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,5.5rem),1fr))] gap-2.5">
      {tiles.map(({ label, value, to, icon: Icon }) => (
        <li key={label}>
          <Link
            to={to}
            className="flex h-full flex-col items-center gap-1 rounded-xl border bg-card px-1 py-3 text-center shadow-sm transition-colors hover:border-primary/40 hover:bg-secondary/40"
          >
            <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="text-2xl font-bold leading-tight text-foreground tabular-nums">{formatCount(value)}</span>{' '}
            <span className="text-sm font-medium wrap-anywhere text-muted-foreground">{i18n._(label)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
