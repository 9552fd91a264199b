/**
 * The import history on the import page: each applied import (file, when in India time, who, the
 * counts), its rejected rows as a file to send back to the clubs, and Undo — which first shows
 * what it would take back and what it would leave because it was changed since.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RosterImport } from '@d320b/contract';
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter,
  AlertDialogHeader, AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { i18n } from '@/i18n/i18n';
import { showError } from '@/lib/show-error';
import { errorMessage } from '@/lib/api-client';
import { DISTRICT_TIME_ZONE } from '@/lib/district-date';
import { downloadFile, downloadPaths, importsQuery, undoPreviewQuery, useUndoImport } from '../api';

let timeFormat: Intl.DateTimeFormat | undefined;
/** "25 Nov 2026, 6:40 pm" in the district's time. */
export function districtTime(iso: string): string {
  timeFormat ??= new Intl.DateTimeFormat('en-IN', { timeZone: DISTRICT_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
  return timeFormat.format(new Date(iso));
}

/** Saves the rejected rows of a preview or an import (XLSX, or CSV). */
export function downloadRejected(id: string, format: 'csv' | 'xlsx' = 'xlsx') {
  return downloadFile(downloadPaths.rejected(id, format), `rejected-rows.${format}`).catch((err) => showError(err, /*i18n*/ 'Download failed.'));
}

function UndoDialog({ entry, onClose }: { entry: RosterImport; onClose: () => void }) {
  const plan = useQuery(undoPreviewQuery(entry.id));
  const undo = useUndoImport();
  const p = plan.data;
  const nothing = !!p && p.restore + p.remove + p.reactivate + p.clubs === 0;
  const run = () =>
    undo.mutate(entry.id, { onSuccess: onClose });
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{i18n._('Undo the import of {file}?', { file: entry.fileName })}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-2 text-base">
              {plan.isPending && <Skeleton className="h-16 w-full" />}
              {plan.isError && <p role="alert">{errorMessage(plan.error, i18n._('Could not work out the undo.'))}</p>}
              {p && (
                <>
                  <ul aria-label={i18n._('Undo would')} className="list-disc pl-5">
                    <li>{i18n._('{count} members get their earlier details back', { count: p.restore })}</li>
                    <li>{i18n._('{count} added members are removed', { count: p.remove })}</li>
                    <li>{i18n._('{count} deactivated members are reactivated', { count: p.reactivate })}</li>
                    {p.clubs > 0 && <li>{i18n._('{count} added clubs are removed', { count: p.clubs })}</li>}
                  </ul>
                  {p.refused.length > 0 && (
                    <div>
                      <p className="font-semibold text-foreground">{i18n._('Left as they are ({count}): changed since the import', { count: p.refused.length })}</p>
                      <ul aria-label={i18n._('Left as they are')} className="max-h-48 list-disc overflow-y-auto pl-5 text-sm">
                        {p.refused.map((r, i) => (
                          <li key={`${r.name}-${i}`}>
                            <strong>{r.name}</strong>
                            {r.club && r.club !== r.name ? ` (${r.club})` : ''}: {r.reason}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {nothing && <p>{i18n._('Nothing of this import can be undone any more.')}</p>}
                </>
              )}
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline' })}>{i18n._('Cancel')}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={!p || nothing || undo.isPending}
            onClick={(e) => {
              e.preventDefault();
              run();
            }}
          >
            {undo.isPending ? i18n._('Undoing…') : i18n._('Undo import')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function HistoryEntry({ entry, onUndo }: { entry: RosterImport; onUndo: () => void }) {
  const c = entry.counts;
  return (
    <li className="flex flex-col gap-2 rounded-lg border px-3 py-2 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <p className="truncate text-base font-semibold">{entry.fileName}</p>
        <p className="text-sm text-muted-foreground">
          {i18n._('{when} · by {name}', { when: districtTime(entry.appliedAt), name: entry.actor.name })}
        </p>
        <p className="text-sm">
          {[
            i18n._('{count} added', { count: c.added }),
            i18n._('{count} updated', { count: c.updated }),
            i18n._('{count} deactivated', { count: c.deactivated }),
            ...(c.clubsAdded ? [i18n._('{count} clubs added', { count: c.clubsAdded })] : []),
            i18n._('{count} rejected', { count: c.rejected }),
            ...(c.warnings ? [i18n._('{count} with fields left out', { count: c.warnings })] : []),
          ].join(' · ')}
        </p>
        {entry.undone && (
          <p className="text-sm font-semibold text-amber-700 dark:text-amber-300">
            {i18n._('Undone {when} by {name}', { when: districtTime(entry.undone.at), name: entry.undone.by })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {c.rejected > 0 && (
          <Button variant="outline" onClick={() => void downloadRejected(entry.id)} aria-label={i18n._('Download the {count} rejected rows of {file}', { count: c.rejected, file: entry.fileName })}>
            {i18n._('Rejected rows ({count})', { count: c.rejected })}
          </Button>
        )}
        {entry.canUndo && (
          <Button variant="outline" onClick={onUndo} aria-label={i18n._('Undo the import of {file}', { file: entry.fileName })}>
            {i18n._('Undo')}
          </Button>
        )}
      </div>
    </li>
  );
}

export function ImportHistory() {
  const [page, setPage] = useState(1);
  const [undoing, setUndoing] = useState<RosterImport | null>(null);
  const list = useQuery({ ...importsQuery(page), placeholderData: keepPreviousData });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._('Import history')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {list.isPending && <Skeleton className="h-20 w-full" />}
        {list.isError && <p role="alert">{errorMessage(list.error, i18n._('Could not load the history.'))}</p>}
        {data && data.data.length === 0 && <p className="text-base text-muted-foreground">{i18n._('No imports yet.')}</p>}
        {data && data.data.length > 0 && (
          <ul aria-label={i18n._('Imports')} className="flex flex-col gap-2">
            {data.data.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} onUndo={() => setUndoing(entry)} />
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label={i18n._('Import history pages')} className="flex items-center justify-between gap-2">
            <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {i18n._('Newer')}
            </Button>
            <span className="text-sm">{i18n._('Page {page} of {pages}', { page, pages })}</span>
            <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {i18n._('Older')}
            </Button>
          </nav>
        )}
      </CardContent>
      {undoing && <UndoDialog entry={undoing} onClose={() => setUndoing(null)} />}
    </Card>
  );
}
