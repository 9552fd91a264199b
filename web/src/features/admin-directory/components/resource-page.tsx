/**
 * One screen of a district list: the console's list (search, counts, paging; cards on a phone, a
 * sortable table on a desktop) with Edit / Delete on every row and "Add", and the list's form in
 * place of the list while adding or editing. Deletes ask first and show the server's refusal
 * (e.g. "still lists 3 members") as it is.
 */
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminDirectoryResource } from '@d320b/contract';
import { AdminList, type AdminColumn } from '@/components/admin/admin-list';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { i18n } from '@/i18n/i18n';
import { useCallMutation } from '@/lib/calls';
import { deleteCall, listQuery } from '../api';
import { ResourceForm, type FieldSpec, type FormValues } from './resource-form';

export interface ResourceConfig<T extends { id: number }> {
  resource: AdminDirectoryResource;
  /** Singular, lower case, a catalogue text: "district event". */
  noun: string;
  /** Labels and hints are catalogue texts (marked for extraction), translated when shown. */
  fields: FieldSpec[];
  toInitial: (row: T | null) => FormValues;
  /** Headers are catalogue texts, translated when shown. */
  columns: AdminColumn<T>[];
  /** Main line of a row (card title, delete confirmation). */
  titleOf: (row: T) => string;
  /** Lines under the title on a phone card. */
  detailsOf?: (row: T) => ReactNode;
  imageOf?: (row: T) => string | null;
  images?: (row: T) => Record<string, string | null>;
  memberLabel?: (row: T) => string;
}

export interface ResourcePageProps<T extends { id: number }> {
  config: ResourceConfig<T>;
  title: string;
  backTo?: string;
  /** List filter of a child list (year, category-year, region, zone, type); null = not chosen yet. */
  filter?: Record<string, string | number> | null;
  /** Sent with every save (the same parent as the filter, usually). */
  fixed?: Record<string, string | number>;
  /** The filter is not known yet because what it depends on is loading (the current Lions year). */
  pending?: boolean;
  /** Above the list: year select, type select, a line about the parent. */
  header?: ReactNode;
  /** Extra links of a row, e.g. "Members (3)". */
  rowLinks?: (row: T) => ReactNode;
  emptyMessage?: string;
}

export function ResourcePage<T extends { id: number }>({ config, title, backTo, filter = {}, fixed, pending, header, rowLinks, emptyMessage }: ResourcePageProps<T>) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const params = { page, search: search.trim(), ...(filter ?? {}) };
  const list = useQuery({ ...listQuery<T>(config.resource, params), enabled: filter !== null });
  const remove = useCallMutation(deleteCall(config.resource), (id: number) => ({ id }), { announce: 'console', errorFallback: /*i18n*/ 'Could not delete.' });
  const noun = i18n._(config.noun);

  if (editing) {
    const row = editing === 'new' ? null : editing;
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 p-4">
        <PageHeader title={row ? i18n._('Edit {noun}', { noun }) : i18n._('Add {noun}', { noun })} backTo={() => setEditing(null)} />
        <Button variant="outline" className="self-start" onClick={() => setEditing(null)}>
          {i18n._('Back to the list')}
        </Button>
        <section aria-label={row ? i18n._('Edit {noun}', { noun }) : i18n._('Add {noun}', { noun })} className="rounded-xl border bg-card p-4 shadow-sm">
          <ResourceForm
            resource={config.resource}
            fields={config.fields}
            initial={config.toInitial(row)}
            fixed={fixed}
            edit={row ? { id: row.id, images: config.images?.(row), memberLabel: config.memberLabel?.(row) } : undefined}
            onSaved={() => setEditing(null)}
          />
        </section>
      </div>
    );
  }

  const actions = (row: T) => (
    <div className="flex flex-wrap gap-2">
      {rowLinks?.(row)}
      <Button size="sm" variant="outline" onClick={() => setEditing(row)} aria-label={i18n._('Edit {name}', { name: config.titleOf(row) })}>
        {i18n._('Edit')}
      </Button>
      <Button size="sm" variant="outline" className="text-destructive" onClick={() => setDeleting(row)} aria-label={i18n._('Delete {name}', { name: config.titleOf(row) })}>
        {i18n._('Delete')}
      </Button>
    </div>
  );

  const columns: AdminColumn<T>[] = [...config.columns.map((c) => ({ ...c, header: i18n._(c.header) })), { key: 'actions', header: i18n._('Actions'), cell: actions }];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4">
      <PageHeader title={title} backTo={backTo} />
      {header}
      {filter === null && pending && (
        <div role="status" aria-label={i18n._('Loading')} className="flex flex-col gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      )}
      {filter !== null && (
        <>
          <Button className="self-start" onClick={() => setEditing('new')}>
            {i18n._('Add {noun}', { noun })}
          </Button>
          <AdminList<T>
            label={title}
            rows={list.data?.data}
            total={list.data?.total ?? 0}
            page={page}
            pageSize={list.data?.pageSize ?? 20}
            onPage={setPage}
            loading={list.isPending}
            error={list.error}
            search={{
              value: search,
              onChange: (v) => {
                setSearch(v);
                setPage(1);
              },
              label: i18n._('Search {list}', { list: title.toLowerCase() }),
            }}
            columns={columns}
            rowKey={(r) => r.id}
            emptyMessage={emptyMessage}
            card={(row) => (
              <div className="flex flex-col gap-2">
                <div className="flex gap-3">
                  {config.imageOf && (
                    <ImageWithFallback src={config.imageOf(row)} alt="" width={56} height={56} fallback="image" className="size-14 shrink-0 rounded-md border object-cover" />
                  )}
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{config.titleOf(row)}</p>
                    {config.detailsOf && <div className="text-sm text-muted-foreground">{config.detailsOf(row)}</div>}
                  </div>
                </div>
                {actions(row)}
              </div>
            )}
          />
        </>
      )}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={i18n._('Delete this {noun}?', { noun })}
        confirmLabel={i18n._('Delete')}
        destructive
        onConfirm={() => {
          const row = deleting;
          setDeleting(null);
          if (!row) return;
          remove.mutate(row.id);
        }}
      >
        <p>{i18n._('“{name}” will be removed from the members’ screens. This cannot be undone.', { name: deleting ? config.titleOf(deleting) : '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
