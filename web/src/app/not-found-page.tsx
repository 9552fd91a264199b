import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

export default function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page Not Found" />
      <EmptyState message="This page does not exist.">
        <Button asChild>
          <Link to="/">Go to Home</Link>
        </Button>
      </EmptyState>
    </>
  );
}
