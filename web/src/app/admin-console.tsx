/**
 * /admin: the console (features/admin) with the admin features composed in app/admin-features.
 * Lazy chunk; its texts come from their own catalogue (src/locales/admin), loaded with it and
 * over the member app's while it is open. They are English for now (decision 126): the console
 * says so to screen readers (`lang="en"`) whatever the app's language.
 */
import { use, useEffect } from 'react';
import AdminApp from '@/features/admin/admin-app';
import { leaveAdminMessages, loadAdminMessages } from '@/i18n/i18n';
import { useI18n } from '@/i18n/use-i18n';
import { adminFeatures } from './admin-features';

let messagesLoaded: Promise<void> | undefined;

export default function AdminConsole() {
  use((messagesLoaded ??= loadAdminMessages()));
  useI18n();
  useEffect(() => {
    void loadAdminMessages();
    return () => {
      messagesLoaded = undefined;
      void leaveAdminMessages();
    };
  }, []);
  return (
    <div lang="en" className="contents">
      <AdminApp features={adminFeatures} />
    </div>
  );
}
