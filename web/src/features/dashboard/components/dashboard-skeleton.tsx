import { Skeleton } from '@/components/ui/skeleton';
import { i18n } from '@/i18n/i18n';

/** Same blocks as the dashboard, so nothing jumps when the data arrives. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label={i18n._('Loading dashboard')} className="flex flex-col gap-5">
      <Skeleton className="h-24 w-full rounded-2xl" />
      <div className="grid grid-cols-3 gap-2.5">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
      <Skeleton className="h-6 w-40" />
      <div className="grid grid-cols-3 gap-2.5">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-28 w-full" />
    </div>
  );
}
