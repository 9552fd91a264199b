import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { setUserData } from './storage';
import { useStoredUser } from './use-stored-user';

describe('useStoredUser', () => {
  it('re-renders with the new user when this tab saves userData', () => {
    setUserData({ memName: 'Old Name', memPhoto: null });
    const { result } = renderHook(() => useStoredUser());
    expect(result.current?.memName).toBe('Old Name');
    act(() => setUserData({ memName: 'New Name', memPhoto: '/media/new.webp' }));
    expect(result.current?.memName).toBe('New Name');
    expect(result.current?.memPhoto).toBe('/media/new.webp');
  });
});
