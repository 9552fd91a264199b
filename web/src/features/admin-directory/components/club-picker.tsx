/** The clubs of a zone: a filterable list of checkboxes (large touch targets). */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Input } from '@/components/ui/input';
import { i18n } from '@/i18n/i18n';
import { optionsQuery } from '../api';

export interface ClubPickerProps {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

export function ClubPicker({ id, value, onChange, disabled }: ClubPickerProps) {
  const clubs = useQuery(optionsQuery('clubs'));
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const shown = (clubs.data ?? []).filter((c) => c.label.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{i18n._('{count} selected', { count: chosen.size })}</p>
      <Input id={id} type="search" placeholder={i18n._('Filter clubs')} value={filter} disabled={disabled} onChange={(e) => setFilter(e.target.value)} />
      <ul className="max-h-64 overflow-y-auto rounded-md border">
        {shown.map((c) => (
          <li key={c.id}>
            <label className="flex min-h-12 items-center gap-3 border-b px-3 last:border-b-0">
              <input
                type="checkbox"
                className="size-5"
                checked={chosen.has(String(c.id))}
                disabled={disabled}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if (e.target.checked) next.add(String(c.id));
                  else next.delete(String(c.id));
                  onChange([...next]);
                }}
              />
              <span>{c.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
