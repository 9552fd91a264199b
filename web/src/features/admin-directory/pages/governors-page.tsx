/** Governor profiles (DG, FVDG, SVDG, IPDG, PDGs), filtered by profile and Lions year. */
import { useId, useState } from 'react';
import { PROFILE_TYPES } from '@d320b/contract';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
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
      title="Governor Profiles"
      backTo="/admin"
      filter={filter}
      header={
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={typeId}>Profile</Label>
            <Select id={typeId} value={type} onChange={(e) => setType(e.target.value)}>
              <option value="">All profiles</option>
              {PROFILE_TYPES.map((p) => (
                <option key={p} value={p}>
                  {PROFILE_LABELS[p]}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={yearId}>Lions year</Label>
            <YearSelect id={yearId} value={year} onChange={setYear} allowNone noneLabel="All years" />
          </div>
        </div>
      }
      emptyMessage="No governor profiles match."
    />
  );
}
