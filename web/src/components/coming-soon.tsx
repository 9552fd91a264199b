import ConstructionIcon from 'lucide-react/icons/construction';
import { PageHeader, type PageHeaderProps } from './page-header';

/** Placeholder for screens not built yet; keeps the route reachable and titled. */
export function ComingSoon({ title, backTo }: { title: string; backTo?: PageHeaderProps['backTo'] }) {
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      <section className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border bg-card p-8 text-center shadow-sm">
        <ConstructionIcon className="size-10 text-primary" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Coming soon</h2>
        <p className="text-base text-muted-foreground">The “{title}” screen is being prepared.</p>
      </section>
    </>
  );
}
