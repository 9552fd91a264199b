import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** Everything under the router: the build pre-renders it for /login in a router of its own (web/scripts/prerender-login.mjs). */
export function AppContent() {
  return (
    <Providers>
      <AppRoutes />
    </Providers>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
