/**
 * The member's own account calls outside the member app's API base (`/api/me/...`, docs/product.md 4.3): privacy settings, proving a
 * new login mobile, signing out of all devices. Calls are named by the contract's callRefs (no zod
 * schema lands in the page chunks).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
import { callRefs } from '@d320b/contract/call-refs';
import { callKey } from '@/lib/call-query';

export const accountCalls = {
  privacy: callRefs['me/privacy'],
  savePrivacy: callRefs['me/privacy/save'],
  requestMobileCode: callRefs['me/mobile/request-code'],
  confirmMobile: callRefs['me/mobile/confirm'],
  signOutEverywhere: callRefs['me/sessions/revoke-all'],
} as const;

export const privacyQuery = () =>
  queryOptions({
    queryKey: callKey('me/privacy'),
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
