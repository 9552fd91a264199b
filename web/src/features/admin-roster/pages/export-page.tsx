/** /admin/roster/export: members as CSV or Excel (the import's columns), the directory as PDF or a printable page. */
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { downloadFile, downloadPaths, rosterScopesQuery, type ScopeChoice } from '../api';
import { ScopePicker, defaultScope } from './scope-picker';

export default function ExportPage() {
  const scopes = useQuery(rosterScopesQuery);
  const [choice, setChoice] = useState<ScopeChoice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const value = choice ?? defaultScope(scopes.data);

  const run = (key: string, path: string, name: string) => {
    setBusy(key);
    downloadFile(path, name)
      .catch((err) => toast.error(errorMessage(err, 'Download failed.')))
      .finally(() => setBusy(null));
  };
  const printHref = `/admin/roster/print?scope=${value.scope}${value.id ? `&id=${value.id}` : ''}`;

  return (
    <>
      <PageHeader title="Export & Print" backTo="/admin" />
      <Card>
        <CardHeader>
          <CardTitle>Members and directory</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {scopes.isPending && <Skeleton className="h-16 w-full" />}
          {scopes.isError && (
            <p role="alert" className="text-base text-destructive">
              {errorMessage(scopes.error, 'Could not load the regions, zones and clubs.')}
            </p>
          )}
          {scopes.data && <ScopePicker data={scopes.data} value={value} onChange={setChoice} />}
          <p className="text-base text-muted-foreground">
            The spreadsheet has the columns the import reads, so you can correct it and import it back. Cells that a spreadsheet would run as a formula start with
            an apostrophe.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button disabled={!scopes.data || !!busy} onClick={() => run('xlsx', downloadPaths.export(value, 'xlsx'), 'members.xlsx')}>
              {busy === 'xlsx' ? 'Preparing…' : 'Download Excel'}
            </Button>
            <Button variant="outline" disabled={!scopes.data || !!busy} onClick={() => run('csv', downloadPaths.export(value, 'csv'), 'members.csv')}>
              {busy === 'csv' ? 'Preparing…' : 'Download CSV'}
            </Button>
            <Button variant="outline" disabled={!scopes.data || !!busy} onClick={() => run('pdf', downloadPaths.pdf(value), 'directory.pdf')}>
              {busy === 'pdf' ? 'Making the PDF…' : 'Download directory PDF'}
            </Button>
            <Link to={printHref} className={buttonVariants({ variant: 'outline' })}>
              Printable directory
            </Link>
          </div>
        </CardContent>
      </Card>
    </>
  );
}
