import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { readOutliersQuery, signInStatsQuery } from './api';

const fetchMock = vi.fn<typeof fetch>();

describe('sign-in security api', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ status: true, message: 'ok', data: {} })));
  });

  it('asks for today without a day and for a chosen day by its date, cached apart', async () => {
    const qc = new QueryClient();
    await qc.fetchQuery(signInStatsQuery(undefined));
    await qc.fetchQuery(signInStatsQuery('2026-11-20'));
    expect(fetchMock.mock.calls.map(([url, init]) => [String(url), init?.body])).toEqual([
      ['/api/admin/sign-in-stats', '{}'],
      ['/api/admin/sign-in-stats', '{"day":"2026-11-20"}'],
    ]);
    expect(signInStatsQuery(undefined).queryKey).toEqual(['admin/sign-in-stats', {}]);
  });

  it('pages the read outliers', async () => {
    await new QueryClient().fetchQuery(readOutliersQuery(2));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/admin/read-outliers');
    expect(fetchMock.mock.calls[0]![1]!.body).toBe('{"page":2}');
  });
});
