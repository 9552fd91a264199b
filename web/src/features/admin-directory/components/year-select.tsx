/** Lions year select (current year first). */
import { useQuery } from '@tanstack/react-query';
import { fieldProps } from '@/components/form-field';
import { Select } from '@/components/ui/select';
import { i18n } from '@/i18n/i18n';
import { optionsQuery } from '../api';

export interface YearSelectProps {
  id: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  /** Offer "No year" (optional fields). */
  allowNone?: boolean;
  /** Text of the empty choice when allowNone (default "No year"), translated. */
  noneLabel?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

export function YearSelect({ id, error, value, onChange, allowNone, noneLabel, disabled, ...rest }: YearSelectProps) {
  const years = useQuery(optionsQuery('years'));
  return (
    <Select {...fieldProps(id, error)} aria-label={rest['aria-label']} value={value} disabled={disabled || years.isLoading} onChange={(e) => onChange(e.target.value)}>
      <option value="">{allowNone ? (noneLabel ?? i18n._('No year')) : i18n._('Select a Lions year')}</option>
      {years.data?.map((y) => (
        <option key={y.id} value={String(y.id)}>
          {y.label}
          {y.detail ? ` (${y.detail})` : ''}
        </option>
      ))}
    </Select>
  );
}

/** The current Lions year's id once the years are loaded. */
export function useCurrentYearId(): string {
  return useCurrentYear().id;
}

/** The current Lions year's id ('' when none), and whether the years are still loading. */
export function useCurrentYear(): { id: string; pending: boolean } {
  const years = useQuery(optionsQuery('years'));
  return { id: years.data?.[0] ? String(years.data[0].id) : '', pending: years.isPending };
}
