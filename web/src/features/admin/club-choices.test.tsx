import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminRoles } from '@d320b/contract';
import { AdminRolesContext } from './admin-context';
import { useClubChoices } from './club-choices';

const fetchMock = vi.fn<typeof fetch>();

function wrapperFor(roles: AdminRoles) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AdminRolesContext.Provider value={roles}>{children}</AdminRolesContext.Provider>
    </QueryClientProvider>
  );
}

describe('the clubs an admin may pick', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('a district admin: every club', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: true, message: 'ok', total_members_count: 3, data: [{ clubld: 4, clubName: 'Banjara', memberCount: 3 }] })),
    );
    const { result } = renderHook(() => useClubChoices(), { wrapper: wrapperFor({ districtAdmin: true, clubs: [] }) });
    await waitFor(() => expect(result.current).toEqual([{ id: 4, name: 'Banjara' }]));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1.2.0/get_clubs');
  });

  it('a club admin: their own clubs, without asking the server', () => {
    const own = [{ id: 9, name: 'Ameerpet' }];
    const { result } = renderHook(() => useClubChoices(), { wrapper: wrapperFor({ districtAdmin: false, clubs: own }) });
    expect(result.current).toEqual(own);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
