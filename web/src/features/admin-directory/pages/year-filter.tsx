/** The Lions year of a per-year list, kept in ?year= (default: the current year). */
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Label } from '@/components/ui/label';
import { i18n } from '@/i18n/i18n';
import { useCurrentYearId, YearSelect } from '../components/year-select';

export function useYearParam(): [string, (year: string) => void] {
  const [params, setParams] = useSearchParams();
  const current = useCurrentYearId();
  const year = params.get('year') ?? current;
  return [year, (y) => setParams((p) => {
    const next = new URLSearchParams(p);
    next.set('year', y);
    return next;
  }, { replace: true })];
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
