import { Link } from 'react-router';

/**
 * /testing — open without signing in (docs/product.md 2.2). What it shows is not
 * specified; it is a plain reachability check page outside the shell.
 */
export default function TestingPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-primary">Testing</h1>
      <p className="text-base text-muted-foreground">The app is reachable.</p>
      <Link to="/login" className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
        Go to Login
      </Link>
    </main>
  );
}
