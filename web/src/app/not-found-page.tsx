import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { i18n } from '@/i18n/i18n';

export default function NotFoundPage() {
  return (
    <>
      <PageHeader title={i18n._('Page Not Found')} />
      <EmptyState message={i18n._('This page does not exist.')}>
        <Button asChild>
          <Link to="/">{i18n._('Go to Home')}</Link>
        </Button>
      </EmptyState>
    </>
  );
}
