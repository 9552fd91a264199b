/**
 * /admin: the console (features/admin) with the admin features composed in app/admin-features.
 * Lazy chunk; its texts come from their own catalogue (src/locales/admin), loaded with it.
 */
import { use } from 'react';
import AdminApp from '@/features/admin/admin-app';
import { loadAdminMessages } from '@/i18n/i18n';
import { useI18n } from '@/i18n/use-i18n';
import { adminFeatures } from './admin-features';

let messagesLoaded: Promise<void> | undefined;

export default function AdminConsole() {
  use((messagesLoaded ??= loadAdminMessages()));
  useI18n();
  return <AdminApp features={adminFeatures} />;
}
