import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { callKey } from '@/lib/call-query';
import { listKey } from '@/lib/use-restorable-infinite-list';
import { SESSION_KEYS } from '@/lib/storage';
import { afterResourceChange, listQuery, optionsQuery, settingsQuery } from './api';

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
    cabinetList: [...listKey(SESSION_KEYS.cabinet), '', 'g1', {}],
  };
  for (const key of Object.values(keys)) qc.setQueryData(key, { status: true });
  return { qc, keys };
}

describe('after a district list changes', () => {
  it('refetches its admin lists and its parents (whose counts change), forgets the members\' screens it feeds', () => {
    const { qc, keys } = seeded();
    afterResourceChange(qc, 'zones');
    expect(qc.getQueryState(keys.zones)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(keys.regions)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(keys.cabinetYears)?.isInvalidated).toBe(false);
    expect(qc.getQueryData(keys.region)).toBeUndefined();
    expect(qc.getQueryData(keys.directory)).toEqual({ status: true });
    expect(qc.getQueryData(keys.regionsOfYear)).toEqual({ status: true });
    expect(qc.getQueryData(keys.cabinetList)).toBeUndefined();
    expect(qc.getQueryState(keys.settings)?.isInvalidated).toBe(false);
  });

  it('refetches the category picker when categories change', () => {
    const { qc, keys } = seeded();
    afterResourceChange(qc, 'cabinet-categories');
    expect(qc.getQueryState(keys.categoriesOption)?.isInvalidated).toBe(true);
    expect(qc.getQueryData(keys.directory)).toBeUndefined();
  });
});
