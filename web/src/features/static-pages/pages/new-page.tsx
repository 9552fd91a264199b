/** /new: an unlisted page without content of its own (docs/product.md 2.14); a short pointer back to the app's main screens. */
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { i18n } from '@/i18n/i18n';

export default function NewPage() {
  return (
    <>
      <PageHeader title={i18n._('New')} />
      <section className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center shadow-sm">
        <h2 className="text-lg font-semibold">{i18n._('Nothing new just now')}</h2>
        <p className="text-base text-muted-foreground">{i18n._('See what the clubs and the district have been doing.')}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/club-activities">{i18n._('Club Activities')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/district-event">{i18n._('District Events')}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
