/**
 * The member's own account calls outside the spec (`/api/me/...`): privacy settings, proving a
 * new login mobile, signing out of all devices. Call refs are plain objects (name, method, base)
 * so no zod schema lands in the page chunks.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings } from '@d320b/contract';
import { callApi } from '@/lib/api-client';

const ext = <N extends string>(name: N) => ({ name, method: 'POST' as const, base: '/api' });

export const accountCalls = {
  privacy: ext('me/privacy'),
  savePrivacy: ext('me/privacy/save'),
  requestMobileCode: ext('me/mobile/request-code'),
  confirmMobile: ext('me/mobile/confirm'),
  signOutEverywhere: ext('me/sessions/revoke-all'),
} as const;

export const privacyQuery = () =>
  queryOptions({
    queryKey: [accountCalls.privacy.name],
    queryFn: ({ signal }) => callApi(accountCalls.privacy, {}, { signal }),
  });

export function useSavePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettings) => callApi(accountCalls.savePrivacy, settings),
    onSuccess: (res) => queryClient.setQueryData(privacyQuery().queryKey, res),
  });
}

export function useRequestMobileCode() {
  return useMutation({ mutationFn: (mobile: string) => callApi(accountCalls.requestMobileCode, { mobile }) });
}

export function useConfirmMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { mobile: string; code: string }) => callApi(accountCalls.confirmMobile, v),
    // The profile (and any list showing this member's number) is out of date.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => callApi(accountCalls.signOutEverywhere, {}) });
}
