/**
 * Picks an active member: type part of a name (or 3+ digits of a mobile number), then tap one of
 * at most 20 matches. Shows the chosen member with a "Change" button.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fieldProps } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { i18n } from '@/i18n/i18n';
import { useDebounced } from '@/lib/use-debounced';
import { optionsQuery } from '../api';

export interface MemberPickerProps {
  id: string;
  error?: string;
  /** Member id as text ('' = none). */
  value: string;
  /** Name shown for the value an edit starts with. */
  initialLabel?: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

export function MemberPicker({ id, error, value, initialLabel, onChange, disabled }: MemberPickerProps) {
  const [label, setLabel] = useState(value ? (initialLabel ?? i18n._('Member {id}', { id: value })) : '');
  const [typing, setTyping] = useState(!value);
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 250);
  const results = useQuery({ ...optionsQuery('members', search), enabled: typing && search.length >= 2 });

  if (!typing && value) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-md border bg-muted/40 p-3">
        <span className="font-medium" data-testid="member-picked">
          {label}
        </span>
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => setTyping(true)}>
          {i18n._('Change')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <Input
        {...fieldProps(id, error)}
        type="search"
        placeholder={i18n._('Type a name or mobile number')}
        autoComplete="off"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
      />
      {search.length >= 2 && (
        <ul className="max-h-64 overflow-y-auto rounded-md border" aria-label={i18n._('Matching members')}>
          {results.isLoading && <li className="p-3 text-sm text-muted-foreground">{i18n._('Searching…')}</li>}
          {results.data?.length === 0 && <li className="p-3 text-sm text-muted-foreground">{i18n._('No member found.')}</li>}
          {results.data?.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className="flex min-h-12 w-full flex-col items-start border-b px-3 py-2 text-left last:border-b-0 hover:bg-accent focus-visible:bg-accent"
                onClick={() => {
                  setLabel(`${m.label} (${m.detail ?? ''})`);
                  onChange(String(m.id));
                  setTyping(false);
                  setText('');
                }}
              >
                <span className="font-medium">{m.label}</span>
                <span className="text-sm text-muted-foreground">{m.detail}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
