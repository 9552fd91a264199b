import { Link } from 'react-router';
import ShieldOffIcon from 'lucide-react/icons/shield-off';
import { buttonVariants } from '@/components/ui/button';
import { i18n } from '@/i18n/i18n';

/** Shown instead of an admin screen to someone without the role (the server refuses the calls too). */
export function AdminRefusal({ message }: { message?: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border bg-card px-6 py-12 text-center">
      <ShieldOffIcon className="size-12 text-destructive" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{i18n._('Admins only')}</h2>
      <p className="max-w-md text-base">
        {message ?? i18n._('The admin console is for district and club admins. Your account has no admin role. If you should have one, ask your district admin.')}
      </p>
      <Link to="/" className={buttonVariants({ variant: 'default' })}>
        {i18n._('Go to Home')}
      </Link>
    </div>
  );
}
