/** The five "Others" lists (M.Council, Int E.O, Int. Dir, Past Int. Dir, Resources), one at a time. */
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { OTHER_TYPES, type OtherType } from '@d320b/contract';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { i18n } from '@/i18n/i18n';
import { ResourcePage } from '../components/resource-page';
import { OTHER_LABELS, othersConfig } from '../resources';

export default function OthersPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const type: OtherType = (OTHER_TYPES as readonly string[]).includes(raw ?? '') ? (raw as OtherType) : 'mocouncils';
  return (
    <ResourcePage
      key={type}
      config={othersConfig(type)}
      title={i18n._('Others: {list}', { list: i18n._(OTHER_LABELS[type]) })}
      backTo="/admin"
      filter={{ type }}
      fixed={{ type }}
      header={
        <div className="grid gap-1.5">
          <Label htmlFor={id}>{i18n._('List')}</Label>
          <Select id={id} value={type} onChange={(e) => setParams({ type: e.target.value }, { replace: true })}>
            {OTHER_TYPES.map((t) => (
              <option key={t} value={t}>
                {i18n._(OTHER_LABELS[t])}
              </option>
            ))}
          </Select>
        </div>
      }
      emptyMessage={i18n._('This list is empty.')}
    />
  );
}
