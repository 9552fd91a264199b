import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

export interface NavTileProps {
  to: string;
  label: string;
  /** An icon element (lucide) or an image; decorative, the label names the tile. */
  icon: ReactNode;
  onClick?: () => void;
  className?: string;
}

/** A square-ish navigation tile for the directory grids: large target, icon above a label. */
export function NavTile({ to, label, icon, onClick, className }: NavTileProps) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className={cn(
        'flex min-h-28 flex-col items-center justify-center gap-2 rounded-xl border bg-card p-3 text-center shadow-sm transition-colors hover:bg-secondary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        {icon}
      </span>
      <span className="text-base font-semibold leading-tight text-foreground">{label}</span>
    </Link>
  );
}

/** Two tiles a row on phones, more on wider screens. */
export function TileGrid({ children, label, className }: { children: ReactNode; label?: string; className?: string }) {
  return (
    <div role={label ? 'group' : undefined} aria-label={label} className={cn('grid grid-cols-fit gap-3 sm:grid-cols-3 lg:grid-cols-4', className)}>
      {children}
    </div>
  );
}
