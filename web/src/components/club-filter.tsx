/**
 * Club dropdown + Reset of the club activities and members lists. The clubs come from one
 * get_clubs cache entry shared by both screens.
 */
import { useDeferredValue, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { clubsQuery } from '@/lib/shared-api';
import { useErrorToast } from '@/lib/use-error-toast';
import { i18n } from '@/i18n/i18n';

export interface ClubFilterProps {
  /** The "all clubs" value or a club id. */
  value: string;
  allValue: string;
  onChange: (clubId: string) => void;
  onReset: () => void;
  /** "All Clubs (n)" and "Club (n)" options (members list) instead of bare names. */
  withCounts?: boolean;
}

export function ClubFilter({ value, allValue, onChange, onReset, withCounts = false }: ClubFilterProps) {
  const id = useId();
  const clubs = useQuery(clubsQuery());
  useErrorToast(clubs.error, clubs.errorUpdatedAt, /*i18n*/ 'Error fetching clubs');
  // Every club is an option: rendered in the background, after the list's own rows.
  const data = useDeferredValue(clubs.data);
  const all = withCounts && data ? i18n._('All Clubs ({count})', { count: data.total_members_count }) : i18n._('All Clubs');
  return (
    // At the largest text the select keeps the whole width and Reset goes under it.
    <div className="flex flex-wrap gap-2">
      <div className="min-w-[min(100%,12rem)] flex-1">
        <Label htmlFor={id} className="sr-only">
          {i18n._('Club')}
        </Label>
        <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-busy={clubs.isPending || undefined}>
          <option value={allValue}>{all}</option>
          {data?.data.map((club) => (
            <option key={club.clubld} value={String(club.clubld)}>
              {withCounts ? `${club.clubName} (${club.memberCount})` : club.clubName}
            </option>
          ))}
          {/* A club from ?id= shows selected even before the club names arrive. */}
          {!data && value !== allValue && <option value={value}>{i18n._('Selected club')}</option>}
        </Select>
      </div>
      {/* h-12 lines the button up with the select. */}
      <Button variant="outline" className="h-12" onClick={onReset}>
        {i18n._('Reset')}
      </Button>
    </div>
  );
}
