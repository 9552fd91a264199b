/** The Lions year of a per-year list, kept in ?year= (default: the current year). */
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Label } from '@/components/ui/label';
import { i18n } from '@/i18n/i18n';
import { useCurrentYear, YearSelect } from '../components/year-select';

/** The year asked for (?year=, else the current one), its setter, and whether the current one is still loading. */
export function useYearParam(): [string, (year: string) => void, boolean] {
  const [params, setParams] = useSearchParams();
  const current = useCurrentYear();
  const asked = params.get('year');
  const year = asked ?? current.id;
  return [
    year,
    (y) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('year', y);
          return next;
        },
        { replace: true },
      ),
    asked === null && current.pending,
  ];
}

export function YearFilter({ year, onChange }: { year: string; onChange: (year: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{i18n._('Lions year')}</Label>
      <YearSelect id={id} value={year} onChange={onChange} />
    </div>
  );
}
