/**
 * The member's own account calls outside the member app's API base (`/api/me/...`, docs/product.md
 * 4.3): privacy settings. Proving a new login mobile and signing out of all devices are writes the
 * dialogs make with `useCallMutation`.
 */
import { callQuery } from '@/lib/calls';

export const privacyQuery = () => callQuery('me/privacy', {});
