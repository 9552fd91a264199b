/**
 * /admin/roster/import: upload a CSV or Excel roster, read the preview (adds, field-by-field
 * updates, deactivations, rejected rows with every fault, fields left out), then apply it in one
 * step from the bar that stays at the bottom of the screen. Below: the import history, where an
 * import's rejected rows can be downloaded and an import undone.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { RosterPreview } from '@d320b/contract';
import { PageHeader } from '@/components/page-header';
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter,
  AlertDialogHeader, AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { i18n } from '@/i18n/i18n';
import { showError } from '@/lib/show-error';
import { errorMessage } from '@/lib/api-client';
import { downloadFile, downloadPaths, rosterScopesQuery, useApplyImport, usePreviewImport } from '../api';
import { downloadRejected, ImportHistory } from './import-history';
import { PreviewView } from './preview-view';

const MAX_BYTES = 10 * 1024 * 1024;

function Check({ label, hint, checked, disabled, onChange }: { label: string; hint?: string; checked: boolean; disabled?: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-primary"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id} className="text-base">
        {label}
        {hint && (
          <span id={`${id}-hint`} className="block text-sm text-muted-foreground">
            {hint}
          </span>
        )}
      </label>
    </div>
  );
}

/** Asks before applying; above a tenth of the clubs' members deactivated, the number must be typed. */
function ApplyDialog({ p, open, onOpenChange, onApply }: { p: RosterPreview; open: boolean; onOpenChange: (open: boolean) => void; onApply: (confirm?: number) => void }) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const guard = p.deactivationGuard.typedConfirmation;
  const matches = typed.trim() === String(p.counts.deactivate);
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped('');
        onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{i18n._('Apply this import?')}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-3 text-base">
              <p>
                {p.counts.deactivate
                  ? i18n._('{add} members will be added, {update} updated and {deactivate} deactivated.', p.counts)
                  : i18n._('{add} members will be added, {update} updated.', p.counts)}{' '}
                {p.counts.reject ? `${i18n._('{count} rejected rows are skipped.', { count: p.counts.reject })} ` : ''}
                {i18n._('All of it is applied together, or nothing. You can undo it afterwards from the import history.')}
              </p>
              {guard && (
                <div className="flex flex-col gap-1 rounded-md border border-destructive/50 p-3 text-foreground">
                  <p className="font-semibold text-destructive">
                    {i18n._('This deactivates {count} of the {total} members of these clubs — more than a tenth. They will be signed out and hidden from the directory.', {
                      count: p.counts.deactivate,
                      total: p.deactivationGuard.scopeSize,
                    })}
                  </p>
                  <label htmlFor={inputId}>{i18n._('Type {count} to confirm', { count: p.counts.deactivate })}</label>
                  <Input id={inputId} inputMode="numeric" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
                </div>
              )}
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline' })}>{i18n._('Cancel')}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: p.counts.deactivate > 0 ? 'destructive' : 'default' })}
            disabled={guard && !matches}
            onClick={() => onApply(guard ? p.counts.deactivate : undefined)}
          >
            {i18n._('Apply')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Counts and Apply, kept at the bottom of the screen while the preview is read. */
function ApplyBar({ p, applying, onApply }: { p: RosterPreview; applying: boolean; onApply: () => void }) {
  const nothingToDo = p.counts.add + p.counts.update + p.counts.deactivate + p.counts.newClubs === 0;
  return (
    <div role="region" aria-label={i18n._('Apply bar')} className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-t-xl border bg-background/95 px-3 py-3 shadow-lg backdrop-blur">
      <dl aria-label={i18n._('Summary')} className="flex flex-wrap gap-x-4 gap-y-1 text-base">
        {(
          [
            [/*i18n*/ 'To add', p.counts.add, ''],
            [/*i18n*/ 'To update', p.counts.update, ''],
            [/*i18n*/ 'Unchanged', p.counts.unchanged, 'text-muted-foreground'],
            [/*i18n*/ 'To deactivate', p.counts.deactivate, p.counts.deactivate ? 'text-amber-700 dark:text-amber-300' : ''],
            [/*i18n*/ 'Rejected', p.counts.reject, p.counts.reject ? 'text-destructive' : ''],
            [/*i18n*/ 'Fields left out', p.counts.warnings, p.counts.warnings ? 'text-amber-700 dark:text-amber-300' : ''],
            [/*i18n*/ 'New clubs', p.counts.newClubs, ''],
          ] as const
        ).map(([label, value, tone]) => (
          <div key={label} className={`flex gap-1 ${tone}`}>
            <dt>{i18n._(label)}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {p.counts.reject > 0 && (
          <Button variant="outline" onClick={() => void downloadRejected(p.previewId)}>
            {i18n._('Download rejected rows')}
          </Button>
        )}
        {nothingToDo ? (
          <span className="text-base text-muted-foreground">{i18n._('Nothing to change: the directory already matches this file.')}</span>
        ) : (
          <Button onClick={onApply} disabled={applying}>
            {applying ? i18n._('Applying…') : i18n._('Apply changes')}
          </Button>
        )}
      </div>
    </div>
  );
}

export default function ImportPage() {
  const fileId = useId();
  const scopes = useQuery(rosterScopesQuery());
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [fullRoster, setFullRoster] = useState(false);
  const [deactivate, setDeactivate] = useState(false);
  const [createClubs, setCreateClubs] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [applied, setApplied] = useState<{ message: string; id: string; rejected: number } | null>(null);
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const p = preview.data?.data;
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // The preview opens below the form: bring it into view (and its heading into focus) when it is ready.
  useEffect(() => {
    if (!p || !previewHeading.current) return;
    previewHeading.current.scrollIntoView({ block: 'start' });
    previewHeading.current.focus({ preventScroll: true });
  }, [p]);
  useEffect(() => {
    if (applied) resultRef.current?.scrollIntoView({ block: 'start' });
  }, [applied]);

  const choose = (f: File | null) => {
    setFile(f);
    setApplied(null);
    preview.reset();
    setFileError(f && f.size > MAX_BYTES ? i18n._('The file is larger than 10 MB. Split the roster into smaller files.') : '');
  };

  const runPreview = () => {
    if (!file) {
      setFileError(i18n._('Choose a CSV or Excel (.xlsx) file.'));
      return;
    }
    if (fileError) return;
    setApplied(null);
    preview.mutate({ file, fullRoster, deactivate: fullRoster && deactivate, createClubs });
  };

  const runApply = (confirmDeactivations?: number) => {
    if (!p) return;
    setConfirming(false);
    const done = { id: p.previewId, rejected: p.counts.reject };
    apply.mutate(confirmDeactivations === undefined ? { previewId: p.previewId } : { previewId: p.previewId, confirmDeactivations }, {
      onSuccess: (res) => {
        setApplied({ message: res.message, ...done });
        preview.reset();
        setFile(null);
      },
    });
  };

  const download = (format: 'csv' | 'xlsx') =>
    downloadFile(downloadPaths.template(format), `roster-template.${format}`).catch((err) => showError(err, /*i18n*/ 'Download failed.'));

  return (
    <>
      <PageHeader title={i18n._('Import Roster')} backTo="/admin" />
      <div className="flex flex-col gap-4">
        <Card>
          <CardHeader>
            <CardTitle>{i18n._('1. Choose the roster file')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p className="text-base text-muted-foreground">
              {i18n._(
                'CSV or Excel (.xlsx), up to 10 MB. Columns are found by their titles (Name, Mobile, Membership Number, Club Name…). Nothing changes until you apply the preview.',
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => void download('xlsx')}>
                {i18n._('Download Excel template')}
              </Button>
              <Button variant="outline" onClick={() => void download('csv')}>
                {i18n._('Download CSV template')}
              </Button>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={fileId} className="text-base font-medium">
                {i18n._('Roster file')}
              </label>
              <input
                id={fileId}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                className="text-base file:mr-3 file:rounded-md file:border file:bg-secondary file:px-3 file:py-2"
                onChange={(e) => choose(e.target.files?.[0] ?? null)}
                aria-invalid={!!fileError}
                aria-describedby={fileError ? `${fileId}-error` : undefined}
              />
              {fileError && (
                <p id={`${fileId}-error`} role="alert" className="text-sm text-destructive">
                  {fileError}
                </p>
              )}
            </div>
            <Check
              label={i18n._('This file is the full roster of its clubs')}
              hint={i18n._('Members of those clubs who are not in the file can then be deactivated.')}
              checked={fullRoster}
              onChange={(v) => {
                setFullRoster(v);
                if (!v) setDeactivate(false);
              }}
            />
            <Check label={i18n._('Deactivate members of these clubs missing from the file')} checked={deactivate} disabled={!fullRoster} onChange={setDeactivate} />
            {scopes.data?.districtAdmin && <Check label={i18n._('Add clubs the file names that do not exist yet')} checked={createClubs} onChange={setCreateClubs} />}
            <div>
              <Button onClick={runPreview} disabled={preview.isPending}>
                {preview.isPending ? i18n._('Reading the file…') : i18n._('Preview changes')}
              </Button>
            </div>
            {preview.isError && (
              <p role="alert" className="text-base text-destructive">
                {errorMessage(preview.error, i18n._('The file could not be read.'))}
              </p>
            )}
          </CardContent>
        </Card>

        {applied && (
          <Card role="status" aria-label={i18n._('Import result')} ref={resultRef} className="scroll-mt-4">
            <CardContent className="flex flex-col gap-2 pt-4">
              <p className="text-base font-medium">{applied.message}</p>
              <div className="flex flex-wrap gap-2">
                {applied.rejected > 0 && (
                  <Button variant="outline" onClick={() => void downloadRejected(applied.id)}>
                    {i18n._('Download the {count} rejected rows', { count: applied.rejected })}
                  </Button>
                )}
                <Link to="/admin/members" className={buttonVariants({ variant: 'outline' })}>
                  {i18n._('Go to the members list')}
                </Link>
              </div>
              <p className="text-sm text-muted-foreground">{i18n._('The import is in the history below, where it can be undone.')}</p>
            </CardContent>
          </Card>
        )}

        {p && (
          <Card>
            <CardHeader>
              <CardTitle ref={previewHeading} tabIndex={-1} className="scroll-mt-4 outline-none">
                {i18n._('2. Check the preview')}
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <PreviewView p={p} />
              <ApplyBar p={p} applying={apply.isPending} onApply={() => setConfirming(true)} />
            </CardContent>
          </Card>
        )}

        <ImportHistory />
      </div>
      {p && <ApplyDialog p={p} open={confirming} onOpenChange={setConfirming} onApply={runApply} />}
    </>
  );
}
