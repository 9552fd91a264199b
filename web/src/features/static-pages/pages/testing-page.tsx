import { Link } from 'react-router';
import { useI18n } from '@/i18n/use-i18n';

/**
 * /testing — open without signing in (docs/product.md 2.2). What it shows is not
 * specified; it is a plain reachability check page outside the shell. The router loads the
 * app's catalogue with it (it is not part of the login screen's).
 */
export default function TestingPage() {
  const i18n = useI18n();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-primary">{i18n._('Testing')}</h1>
      <p className="text-base text-muted-foreground">{i18n._('The app is reachable.')}</p>
      <Link to="/login" className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
        {i18n._('Go to Login')}
      </Link>
    </main>
  );
}
