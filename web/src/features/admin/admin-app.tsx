/**
 * The admin console at /admin (lazy chunk): checks the member's roles, then renders the admin
 * features it is given (composed in app/admin-console) under AdminLayout. Members without a role get a clear refusal (the server refuses
 * every admin call too).
 */
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { AdminFeature, AdminRouteObject } from '@/components/admin/types';
import { AdminRefusal } from '@/components/admin/refusal';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { i18n } from '@/i18n/i18n';
import { AdminRolesContext } from './admin-context';
import { AdminLayout } from './admin-layout';
import AdminHomePage from './pages/admin-home-page';
import { adminMeQuery, isAnyAdmin } from './roles-api';

const lazyPages = new Map<AdminRouteObject, LazyExoticComponent<ComponentType>>();
function pageOf(route: AdminRouteObject) {
  let Page = lazyPages.get(route);
  if (!Page) {
    Page = lazy(() => route.lazy().then((m) => ({ default: m.Component })));
    lazyPages.set(route, Page);
  }
  return Page;
}

function Loading() {
  return (
    <div role="status" aria-label={i18n._('Loading')} className="flex justify-center py-12">
      <Spinner />
    </div>
  );
}

export default function AdminApp({ features }: { features: readonly AdminFeature[] }) {
  const me = useQuery(adminMeQuery());
  const routes = useMemo(() => features.flatMap((f) => f.adminRoutes), [features]);
  const nav = useMemo(() => features.flatMap((f) => f.adminNav), [features]);

  if (me.isPending) return <Loading />;
  if (me.isError || !isAnyAdmin(me.data)) {
    return (
      <>
        <PageHeader title={i18n._('Admin')} />
        <AdminRefusal message={me.isError ? errorMessage(me.error) : undefined} />
      </>
    );
  }
  const roles = me.data!;
  const shownNav = nav.filter((n) => roles.districtAdmin || !n.districtOnly);
  return (
    <AdminRolesContext.Provider value={roles}>
      <Routes>
        <Route element={<AdminLayout nav={shownNav} />}>
          <Route index element={<AdminHomePage nav={shownNav} />} />
          {routes.map((r) => {
            const Page = pageOf(r);
            return (
              <Route
                key={r.path}
                path={r.path}
                element={
                  <Suspense fallback={<Loading />}>
                    <Page />
                  </Suspense>
                }
              />
            );
          })}
          <Route path="*" element={<AdminRefusal message={i18n._('There is no such admin screen.')} />} />
        </Route>
      </Routes>
    </AdminRolesContext.Provider>
  );
}
