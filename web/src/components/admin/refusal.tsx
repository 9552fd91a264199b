import { Link } from 'react-router';
import ShieldOffIcon from 'lucide-react/icons/shield-off';
import { buttonVariants } from '@/components/ui/button';

/** Shown instead of an admin screen to someone without the role (the server refuses the calls too). */
export function AdminRefusal({ message }: { message?: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border bg-card px-6 py-12 text-center">
      <ShieldOffIcon className="size-12 text-destructive" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Admins only</h2>
      <p className="max-w-md text-base">
        {message ?? 'The admin console is for district and club admins. Your account has no admin role. If you should have one, ask your district admin.'}
      </p>
      <Link to="/" className={buttonVariants({ variant: 'default' })}>
        Go to Home
      </Link>
    </div>
  );
}
