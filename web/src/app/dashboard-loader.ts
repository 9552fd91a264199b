/**
 * The dashboard's chunk loader, shared by the first download (prefetch in router.tsx) and the
 * signed-in route table (app-routes.tsx). A module of its own: app-routes is imported by the
 * signed-in app, which router.tsx loads, so a shared module holding both loaders made a cycle.
 */
export const loadDashboardPage = () => import('@/features/dashboard/pages/dashboard-page');
