/**
 * /admin/roster/import: upload a CSV or Excel roster, read the preview (adds, field-by-field
 * updates, deactivations, rejected rows with their row numbers), then apply it in one step.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { RosterPreview } from '@d320b/contract';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { downloadFile, downloadPaths, rosterScopesQuery, useApplyImport, usePreviewImport } from '../api';

const MAX_BYTES = 10 * 1024 * 1024;
/** Rows listed per section; the counts above always give the full numbers. */
const SHOWN = 200;

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

function Count({ label, value, tone }: { label: string; value: number; tone?: 'good' | 'warn' | 'bad' }) {
  const color = tone === 'bad' && value ? 'text-destructive' : tone === 'warn' && value ? 'text-amber-700' : 'text-foreground';
  return (
    <div className="flex flex-col rounded-lg border bg-card px-3 py-2">
      <span className={`text-2xl font-semibold ${color}`}>{value}</span>
      <span className="text-sm text-muted-foreground">{label}</span>
    </div>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (!count) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold">
        {title} ({count})
      </h3>
      {children}
      {count > SHOWN && <p className="text-sm text-muted-foreground">Showing the first {SHOWN} of {count}.</p>}
    </section>
  );
}

function PreviewView({ p }: { p: RosterPreview }) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-base">
        <strong>{p.fileName}</strong> · {p.rowsRead} rows read · columns: {p.columns.map((c) => c.field).join(', ')}
        {p.ignoredColumns.length > 0 && <span className="text-muted-foreground"> · ignored: {p.ignoredColumns.join(', ')}</span>}
      </p>
      <div aria-label="Summary" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Count label="To add" value={p.counts.add} />
        <Count label="To update" value={p.counts.update} />
        <Count label="Unchanged" value={p.counts.unchanged} />
        <Count label="To deactivate" value={p.counts.deactivate} tone="warn" />
        <Count label="Rejected" value={p.counts.reject} tone="bad" />
        <Count label="New clubs" value={p.counts.newClubs} />
      </div>

      <Section title="Rejected rows" count={p.rejected.length}>
        <ul className="flex flex-col gap-1">
          {p.rejected.slice(0, SHOWN).map((r) => (
            <li key={r.row} className="rounded-md border border-destructive/40 px-3 py-2 text-base">
              <strong>Row {r.row}</strong>
              {r.name && <> · {r.name}</>}: {r.reason}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Members to add" count={p.adds.length}>
        <ul className="grid gap-1 md:grid-cols-2">
          {p.adds.slice(0, SHOWN).map((a) => (
            <li key={a.row} className="rounded-md border px-3 py-2 text-base">
              <strong>{a.name}</strong>
              <span className="block text-sm text-muted-foreground">
                Row {a.row} · {a.club} · {a.mobile}
                {a.membershipNumber && <> · #{a.membershipNumber}</>}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Members to update" count={p.updates.length}>
        <ul className="flex flex-col gap-2">
          {p.updates.slice(0, SHOWN).map((u) => (
            <li key={u.row} className="rounded-md border px-3 py-2">
              <p className="text-base">
                <strong>{u.name}</strong> <span className="text-sm text-muted-foreground">· Row {u.row} · {u.club}</span>
              </p>
              <ul className="mt-1 flex flex-col gap-0.5 text-sm">
                {u.changes.map((c) => (
                  <li key={c.field}>
                    <span className="font-medium">{c.label}:</span> <span className="text-muted-foreground line-through">{c.old || '(empty)'}</span> → <span>{c.new}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Members to deactivate" count={p.deactivations.length}>
        <ul className="grid gap-1 md:grid-cols-2">
          {p.deactivations.slice(0, SHOWN).map((d) => (
            <li key={d.memberId} className="rounded-md border border-amber-500/50 px-3 py-2 text-base">
              <strong>{d.name}</strong>
              <span className="block text-sm text-muted-foreground">
                {d.club} · {d.mobile}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Clubs to add" count={p.newClubs.length}>
        <ul className="flex flex-col gap-1">
          {p.newClubs.map((c) => (
            <li key={`${c.name}-${c.clubNumber}`} className="text-base">
              {c.name} {c.clubNumber && <span className="text-muted-foreground">({c.clubNumber})</span>}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

export default function ImportPage() {
  const fileId = useId();
  const scopes = useQuery(rosterScopesQuery);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [fullRoster, setFullRoster] = useState(false);
  const [deactivate, setDeactivate] = useState(false);
  const [createClubs, setCreateClubs] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [applied, setApplied] = useState<string | null>(null);
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const p = preview.data;
  const nothingToDo = !!p && p.counts.add + p.counts.update + p.counts.deactivate + p.counts.newClubs === 0;

  const choose = (f: File | null) => {
    setFile(f);
    setApplied(null);
    preview.reset();
    setFileError(f && f.size > MAX_BYTES ? 'The file is larger than 10 MB. Split the roster into smaller files.' : '');
  };

  const runPreview = () => {
    if (!file) {
      setFileError('Choose a CSV or Excel (.xlsx) file.');
      return;
    }
    if (fileError) return;
    setApplied(null);
    preview.mutate({ file, fullRoster, deactivate: fullRoster && deactivate, createClubs });
  };

  const runApply = () => {
    if (!p) return;
    apply.mutate(p.previewId, {
      onSuccess: (res) => {
        setApplied(res.message);
        toast.success(res.message);
        preview.reset();
        setFile(null);
      },
      onError: (err) => toast.error(errorMessage(err, 'The import was not applied.')),
    });
  };

  const download = (format: 'csv' | 'xlsx') =>
    downloadFile(downloadPaths.template(format), `roster-template.${format}`).catch((err) => toast.error(errorMessage(err, 'Download failed.')));

  return (
    <>
      <PageHeader title="Import Roster" backTo="/admin" />
      <div className="flex flex-col gap-4">
        <Card>
          <CardHeader>
            <CardTitle>1. Choose the roster file</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p className="text-base text-muted-foreground">
              CSV or Excel (.xlsx), up to 10 MB. Columns are found by their titles (Name, Mobile, Membership Number, Club Name…). Nothing changes until you
              apply the preview.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => void download('xlsx')}>
                Download Excel template
              </Button>
              <Button variant="outline" onClick={() => void download('csv')}>
                Download CSV template
              </Button>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={fileId} className="text-base font-medium">
                Roster file
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
              label="This file is the full roster of its clubs"
              hint="Members of those clubs who are not in the file can then be deactivated."
              checked={fullRoster}
              onChange={(v) => {
                setFullRoster(v);
                if (!v) setDeactivate(false);
              }}
            />
            <Check label="Deactivate members of these clubs missing from the file" checked={deactivate} disabled={!fullRoster} onChange={setDeactivate} />
            {scopes.data?.districtAdmin && <Check label="Add clubs the file names that do not exist yet" checked={createClubs} onChange={setCreateClubs} />}
            <div>
              <Button onClick={runPreview} disabled={preview.isPending}>
                {preview.isPending ? 'Reading the file…' : 'Preview changes'}
              </Button>
            </div>
            {preview.isError && (
              <p role="alert" className="text-base text-destructive">
                {errorMessage(preview.error, 'The file could not be read.')}
              </p>
            )}
          </CardContent>
        </Card>

        {applied && (
          <Card role="status" aria-label="Import result">
            <CardContent className="flex flex-col gap-2 pt-4">
              <p className="text-base font-medium">{applied}</p>
              <Link to="/admin/members" className="text-base text-primary underline">
                Go to the members list
              </Link>
            </CardContent>
          </Card>
        )}

        {p && (
          <Card>
            <CardHeader>
              <CardTitle>2. Check the preview</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <PreviewView p={p} />
              <div className="flex flex-wrap items-center gap-3">
                <Button onClick={() => setConfirming(true)} disabled={nothingToDo || apply.isPending}>
                  {apply.isPending ? 'Applying…' : 'Apply changes'}
                </Button>
                {nothingToDo && <span className="text-base text-muted-foreground">Nothing to change: the directory already matches this file.</span>}
              </div>
            </CardContent>
          </Card>
        )}
      </div>
      {p && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Apply this import?"
          confirmLabel="Apply"
          destructive={p.counts.deactivate > 0}
          onConfirm={runApply}
        >
          {p.counts.add} members will be added, {p.counts.update} updated
          {p.counts.deactivate ? ` and ${p.counts.deactivate} deactivated` : ''}. {p.counts.reject ? `${p.counts.reject} rejected rows are skipped.` : ''} All of it is
          applied together, or nothing.
        </ConfirmDialog>
      )}
    </>
  );
}
