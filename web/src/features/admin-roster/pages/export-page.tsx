/** /admin/roster/export: members as CSV or Excel (the import's columns), the directory as PDF or a printable page. */
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ExportDetail } from '@d320b/contract';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { i18n } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-client';
import { downloadFile, downloadPaths, NO_COLUMNS, rosterScopesQuery, type DirectoryColumns, type ScopeChoice } from '../api';
import { ScopePicker, defaultScope } from './scope-picker';
import { showError } from '@/lib/show-error';

const DETAILS: { value: ExportDetail; label: string; note: string }[] = [
  { value: 'shared', label: /*i18n*/ 'As members chose to share', note: /*i18n*/ 'Details a member keeps to their club or to nobody are left blank.' },
  {
    value: 'office',
    label: /*i18n*/ 'Everything, for office use',
    note: /*i18n*/ 'Every detail you may see, including those members keep private. Each such download is written to the audit log.',
  },
];

const COLUMNS: { key: keyof DirectoryColumns; label: string }[] = [
  { key: 'spouse', label: /*i18n*/ 'Spouse' },
  { key: 'birthday', label: /*i18n*/ 'Birthday (day and month)' },
  { key: 'anniversary', label: /*i18n*/ 'Wedding anniversary' },
];

export default function ExportPage() {
  const scopes = useQuery(rosterScopesQuery());
  const [choice, setChoice] = useState<ScopeChoice | null>(null);
  const [detail, setDetail] = useState<ExportDetail>('shared');
  const [columns, setColumns] = useState<DirectoryColumns>(NO_COLUMNS);
  const [busy, setBusy] = useState<string | null>(null);
  const value = choice ?? defaultScope(scopes.data);
  const ready = !!scopes.data && !busy;

  const run = (key: string, path: string, name: string) => {
    setBusy(key);
    downloadFile(path, name)
      .catch((err) => showError(err, /*i18n*/ 'Download failed.'))
      .finally(() => setBusy(null));
  };

  return (
    <>
      <PageHeader title={i18n._('Export & Print')} backTo="/admin" />
      <div className="flex flex-col gap-4">
        <Card>
          <CardHeader>
            <CardTitle>{i18n._('Who to include')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {scopes.isPending && <Skeleton className="h-16 w-full" />}
            {scopes.isError && (
              <p role="alert" className="text-base text-destructive">
                {errorMessage(scopes.error, i18n._('Could not load the regions, zones and clubs.'))}
              </p>
            )}
            {scopes.data && <ScopePicker data={scopes.data} value={value} onChange={setChoice} />}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{i18n._('Spreadsheet of members')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-medium">{i18n._('Details in the file')}</legend>
              {DETAILS.map((d) => (
                <label key={d.value} className="flex min-h-11 items-start gap-3">
                  <input type="radio" name="export-detail" value={d.value} className="mt-1 size-5" checked={detail === d.value} onChange={() => setDetail(d.value)} />
                  <span className="flex flex-col">
                    <span className="font-medium">{i18n._(d.label)}</span>
                    <span className="text-sm text-muted-foreground">{i18n._(d.note)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <p className="text-base text-muted-foreground">
              {i18n._(
                'The spreadsheet has the columns the import reads, so you can correct it and import it back (blank cells change nothing). Cells that a spreadsheet would run as a formula start with an apostrophe.',
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button disabled={!ready} onClick={() => run('xlsx', downloadPaths.export(value, 'xlsx', detail), 'members.xlsx')}>
                {busy === 'xlsx' ? i18n._('Preparing…') : i18n._('Download Excel')}
              </Button>
              <Button variant="outline" disabled={!ready} onClick={() => run('csv', downloadPaths.export(value, 'csv', detail), 'members.csv')}>
                {busy === 'csv' ? i18n._('Preparing…') : i18n._('Download CSV')}
              </Button>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{i18n._('Printed directory')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p className="text-base text-muted-foreground">
              {i18n._('The directory shows what members chose to share. The PDF is laid out as a book: a club index, page numbers and large print.')}
            </p>
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-1 font-medium">{i18n._('Also print')}</legend>
              {COLUMNS.map((c) => (
                <label key={c.key} className="flex min-h-11 items-center gap-3">
                  <input type="checkbox" className="size-5" checked={columns[c.key]} onChange={(e) => setColumns({ ...columns, [c.key]: e.target.checked })} />
                  {i18n._(c.label)}
                </label>
              ))}
            </fieldset>
            <div className="flex flex-wrap gap-2">
              <Button disabled={!ready} onClick={() => run('pdf', downloadPaths.pdf(value, columns), 'directory.pdf')}>
                {busy === 'pdf' ? i18n._('Making the PDF…') : i18n._('Download directory PDF')}
              </Button>
              <Link to={downloadPaths.print(value, columns)} className={buttonVariants({ variant: 'outline' })}>
                {i18n._('Printable directory')}
              </Link>
            </div>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
