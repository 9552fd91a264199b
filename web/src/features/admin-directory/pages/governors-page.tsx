/** Governor profiles (DG, FVDG, SVDG, IPDG, PDGs), filtered by profile and Lions year. */
import { useId, useState } from 'react';
import { PROFILE_TYPES } from '@d320b/contract';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { i18n } from '@/i18n/i18n';
import { ResourcePage } from '../components/resource-page';
import { YearSelect } from '../components/year-select';
import { governorsConfig, PROFILE_LABELS } from '../resources';

export default function GovernorsPage() {
  const typeId = useId();
  const yearId = useId();
  const [type, setType] = useState('');
  const [year, setYear] = useState('');
  const filter: Record<string, string | number> = {};
  if (type) filter.type = type;
  if (year) filter.yearId = Number(year);
  return (
    <ResourcePage
      config={governorsConfig}
      title={i18n._('Governor Profiles')}
      backTo="/admin"
      filter={filter}
      header={
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={typeId}>{i18n._('Profile')}</Label>
            <Select id={typeId} value={type} onChange={(e) => setType(e.target.value)}>
              <option value="">{i18n._('All profiles')}</option>
              {PROFILE_TYPES.map((p) => (
                <option key={p} value={p}>
                  {i18n._(PROFILE_LABELS[p])}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={yearId}>{i18n._('Lions year')}</Label>
            <YearSelect id={yearId} value={year} onChange={setYear} allowNone noneLabel={i18n._('All years')} />
          </div>
        </div>
      }
      emptyMessage={i18n._('No governor profiles match.')}
    />
  );
}
