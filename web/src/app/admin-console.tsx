/** /admin: the console (features/admin) with the admin features composed in app/admin-features. Lazy chunk. */
import AdminApp from '@/features/admin/admin-app';
import { adminFeatures } from './admin-features';

export default function AdminConsole() {
  return <AdminApp features={adminFeatures} />;
}
