/** The scope of an export or a printed directory: district, region, zone or club (club admins: their clubs). */
import { useId } from 'react';
import type { RosterScopeKind } from '@d320b/contract';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { i18n } from '@/i18n/i18n';
import type { ResponseOf } from '@/lib/api-client';
import type { ScopeChoice } from '../api';

/** What `admin/roster/scopes` answers: may the admin pick the district, and which regions, zones and clubs. */
export type ScopeData = ResponseOf<'admin/roster/scopes'>['data'];

export function ScopePicker({ data, value, onChange }: { data: ScopeData; value: ScopeChoice; onChange: (v: ScopeChoice) => void }) {
  const kindId = useId();
  const itemId = useId();
  const kinds: { value: RosterScopeKind; label: string }[] = data.districtAdmin
    ? [
        { value: 'district', label: i18n._('Whole district') },
        { value: 'region', label: i18n._('A region') },
        { value: 'zone', label: i18n._('A zone') },
        { value: 'club', label: i18n._('A club') },
      ]
    : [{ value: 'club', label: i18n._('A club') }];
  const items = value.scope === 'region' ? data.regions : value.scope === 'zone' ? data.zones : value.scope === 'club' ? data.clubs : [];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <Label htmlFor={kindId}>{i18n._('Which members')}</Label>
        <Select
          id={kindId}
          value={value.scope}
          onChange={(e) => {
            const scope = e.target.value as RosterScopeKind;
            const first = scope === 'region' ? data.regions[0] : scope === 'zone' ? data.zones[0] : scope === 'club' ? data.clubs[0] : undefined;
            onChange({ scope, id: first?.id ?? null });
          }}
        >
          {kinds.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </Select>
      </div>
      {value.scope !== 'district' && (
        <div className="flex flex-col gap-1">
          <Label htmlFor={itemId}>{value.scope === 'region' ? i18n._('Region') : value.scope === 'zone' ? i18n._('Zone') : i18n._('Club')}</Label>
          <Select id={itemId} value={value.id ?? ''} onChange={(e) => onChange({ scope: value.scope, id: Number(e.target.value) || null })}>
            {items.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
        </div>
      )}
    </div>
  );
}

export function defaultScope(data: ScopeData | undefined): ScopeChoice {
  if (!data || data.districtAdmin) return { scope: 'district', id: null };
  return { scope: 'club', id: data.clubs[0]?.id ?? null };
}
