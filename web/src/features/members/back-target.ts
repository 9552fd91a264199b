import type { BackTarget } from '@/components/layout/page-chrome';

export const MEMBERS_LIST_BACK = '/district-members?session=old';

/**
 * Back target of /district-member-details/{id} (docs/product.md 2.17), decided by the FIRST query key
 * only: the page that opened the member adds its own flag, and later keys never change where
 * back goes.
 */
export function memberDetailsBackTarget(search: string | URLSearchParams): BackTarget {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const first = params.entries().next();
  if (first.done) return MEMBERS_LIST_BACK;
  const [key, value] = first.value;
  const id = value.trim();
  switch (key) {
    case 'dcId':
      return id ? `/district-cabinet/${encodeURIComponent(id)}?session=old` : -1;
    case 'regions':
      return id ? `/andava-regions/${encodeURIComponent(id)}?session=old` : -1;
    case 'mjpf':
      return '/mjpf-profiles?session=old';
    case 'graduate':
      return '/district-graduates?session=old';
    case 'greet':
      return '/greetings?session=old';
    case 'clubdetails':
      return -1;
    default:
      return MEMBERS_LIST_BACK;
  }
}
