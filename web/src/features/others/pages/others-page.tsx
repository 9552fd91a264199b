/** /others: five tiles opening /other-details?type=... (docs/product.md 2.11). */
import BookOpenIcon from 'lucide-react/icons/book-open';
import GlobeIcon from 'lucide-react/icons/globe';
import LandmarkIcon from 'lucide-react/icons/landmark';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import UserCheckIcon from 'lucide-react/icons/user-check';
import type { ReactNode } from 'react';
import { NavTile, TileGrid } from '@/components/nav-tile';
import { PageHeader } from '@/components/page-header';
import { OTHER_TILES, type OtherType } from '../api';
import { i18n } from '@/i18n/i18n';

const ICONS: Record<OtherType, ReactNode> = {
  mocouncils: <LandmarkIcon className="size-6" />,
  inteo: <GlobeIcon className="size-6" />,
  intdir: <ShieldCheckIcon className="size-6" />,
  pastintdir: <UserCheckIcon className="size-6" />,
  resource: <BookOpenIcon className="size-6" />,
};

export default function OthersPage() {
  return (
    <>
      <PageHeader title={i18n._('Others')} />
      <TileGrid label={i18n._('Others')}>
        {OTHER_TILES.map((tile) => (
          <NavTile key={tile.type} to={`/other-details?type=${tile.type}`} label={i18n._(tile.label)} icon={ICONS[tile.type]} />
        ))}
      </TileGrid>
    </>
  );
}
