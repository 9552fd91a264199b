import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AdminDirectoryResource } from '@d320b/contract';
import { callKey, refreshAfter } from '@/lib/calls';
import { SESSION_KEYS } from '@/lib/storage';
import { deleteCall, listQuery, optionsQuery, saveCall, settingsQuery } from './api';

function seeded() {
  const qc = new QueryClient();
  const keys = {
    zones: listQuery('zones', { page: 1, region_id: 2 }).queryKey,
    regions: listQuery('regions', { page: 1 }).queryKey,
    cabinetYears: listQuery('cabinet-years', { page: 1 }).queryKey,
    region: callKey('get_region_by_id', { region_id: 2 }),
    regionsOfYear: callKey('get_regions', { academic_year_id: null }),
    directory: callKey('get_directory', { year: null }),
    categoriesOption: optionsQuery('cabinet-categories').queryKey,
    settings: settingsQuery().queryKey,
    cabinetList: callKey('cab_leader_list', { list: SESSION_KEYS.cabinet, scope: 4, generation: 'g1', filters: {} }),
  };
  for (const key of Object.values(keys)) qc.setQueryData(key, { status: true });
  return { qc, keys };
}

const gone = (qc: QueryClient, key: readonly unknown[]) => qc.getQueryData(key) === undefined;

describe('after a district list changes (from the catalogue: what the save changes, what each read reads)', () => {
  it.each<AdminDirectoryResource>(['zones', 'zone-members', 'region-members'])('%s: forgets its lists, its parents\' (their counts change) and the members\' region screens; keeps the cabinet and the settings', (resource) => {
    for (const write of [saveCall(resource), deleteCall(resource)]) {
      const { qc, keys } = seeded();
      refreshAfter(qc, write);
      for (const key of [keys.zones, keys.regions, keys.region, keys.regionsOfYear]) expect(gone(qc, key), `${write} ${JSON.stringify(key)}`).toBe(true);
      for (const key of [keys.cabinetYears, keys.directory, keys.cabinetList, keys.settings]) expect(gone(qc, key), `${write} ${JSON.stringify(key)}`).toBe(false);
    }
  });

  it('cabinet categories: the category picker, the cabinet lists and the members\' directory and cabinet screens', () => {
    const { qc, keys } = seeded();
    refreshAfter(qc, saveCall('cabinet-categories'));
    for (const key of [keys.categoriesOption, keys.cabinetYears, keys.directory, keys.cabinetList]) expect(gone(qc, key), JSON.stringify(key)).toBe(true);
    for (const key of [keys.zones, keys.region, keys.settings]) expect(gone(qc, key), JSON.stringify(key)).toBe(false);
  });
});
