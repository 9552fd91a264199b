/** Chunk loaders shared by the first download (prefetch) and the signed-in route table. */
export const loadDashboardPage = () => import('@/features/dashboard/pages/dashboard-page');
export const loadSignedInApp = () => import('./shell/signed-in-app');
