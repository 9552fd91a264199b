/** /admin/roster/export: members as CSV or Excel (the import's columns), the directory as PDF or a printable page. */
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ExportDetail } from '@d320b/contract';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { downloadFile, downloadPaths, NO_COLUMNS, rosterScopesQuery, type DirectoryColumns, type ScopeChoice } from '../api';
import { ScopePicker, defaultScope } from './scope-picker';

const DETAILS: { value: ExportDetail; label: string; note: string }[] = [
  { value: 'shared', label: 'As members chose to share', note: 'Details a member keeps to their club or to nobody are left blank.' },
  {
    value: 'office',
    label: 'Everything, for office use',
    note: 'Every detail you may see, including those members keep private. Each such download is written to the audit log.',
  },
];

const COLUMNS: { key: keyof DirectoryColumns; label: string }[] = [
  { key: 'spouse', label: 'Spouse' },
  { key: 'birthday', label: 'Birthday (day and month)' },
  { key: 'anniversary', label: 'Wedding anniversary' },
];

export default function ExportPage() {
  const scopes = useQuery(rosterScopesQuery);
  const [choice, setChoice] = useState<ScopeChoice | null>(null);
  const [detail, setDetail] = useState<ExportDetail>('shared');
  const [columns, setColumns] = useState<DirectoryColumns>(NO_COLUMNS);
  const [busy, setBusy] = useState<string | null>(null);
  const value = choice ?? defaultScope(scopes.data);
  const ready = !!scopes.data && !busy;

  const run = (key: string, path: string, name: string) => {
    setBusy(key);
    downloadFile(path, name)
      .catch((err) => toast.error(errorMessage(err, 'Download failed.')))
      .finally(() => setBusy(null));
  };

  return (
    <>
      <PageHeader title="Export & Print" backTo="/admin" />
      <div className="flex flex-col gap-4">
        <Card>
          <CardHeader>
            <CardTitle>Who to include</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {scopes.isPending && <Skeleton className="h-16 w-full" />}
            {scopes.isError && (
              <p role="alert" className="text-base text-destructive">
                {errorMessage(scopes.error, 'Could not load the regions, zones and clubs.')}
              </p>
            )}
            {scopes.data && <ScopePicker data={scopes.data} value={value} onChange={setChoice} />}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Spreadsheet of members</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-medium">Details in the file</legend>
              {DETAILS.map((d) => (
                <label key={d.value} className="flex min-h-11 items-start gap-3">
                  <input type="radio" name="export-detail" value={d.value} className="mt-1 size-5" checked={detail === d.value} onChange={() => setDetail(d.value)} />
                  <span className="flex flex-col">
                    <span className="font-medium">{d.label}</span>
                    <span className="text-sm text-muted-foreground">{d.note}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <p className="text-base text-muted-foreground">
              The spreadsheet has the columns the import reads, so you can correct it and import it back (blank cells change nothing). Cells that a
              spreadsheet would run as a formula start with an apostrophe.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button disabled={!ready} onClick={() => run('xlsx', downloadPaths.export(value, 'xlsx', detail), 'members.xlsx')}>
                {busy === 'xlsx' ? 'Preparing…' : 'Download Excel'}
              </Button>
              <Button variant="outline" disabled={!ready} onClick={() => run('csv', downloadPaths.export(value, 'csv', detail), 'members.csv')}>
                {busy === 'csv' ? 'Preparing…' : 'Download CSV'}
              </Button>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Printed directory</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p className="text-base text-muted-foreground">
              The directory shows what members chose to share. The PDF is laid out as a book: a club index, page numbers and large print.
            </p>
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-1 font-medium">Also print</legend>
              {COLUMNS.map((c) => (
                <label key={c.key} className="flex min-h-11 items-center gap-3">
                  <input type="checkbox" className="size-5" checked={columns[c.key]} onChange={(e) => setColumns({ ...columns, [c.key]: e.target.checked })} />
                  {c.label}
                </label>
              ))}
            </fieldset>
            <div className="flex flex-wrap gap-2">
              <Button disabled={!ready} onClick={() => run('pdf', downloadPaths.pdf(value, columns), 'directory.pdf')}>
                {busy === 'pdf' ? 'Making the PDF…' : 'Download directory PDF'}
              </Button>
              <Link to={downloadPaths.print(value, columns)} className={buttonVariants({ variant: 'outline' })}>
                Printable directory
              </Link>
            </div>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
