/**
 * One engine for every district list the console edits (a "resource": list / save / delete).
 *
 * - Only district admins (403 for everyone else; 401 without a token comes from registerCall).
 * - save: checks the referenced rows (member, year, parent), stores uploaded images through the
 *   image pipeline first, then writes the row and its audit rows (field by field, old → new) in one
 *   transaction. A failed write removes the new images again; replaced or cleared images are
 *   released only after the commit, so a row never points at a missing file.
 * - delete: refuses with 409 while child rows depend on the row; otherwise deletes it and records
 *   every stored field as old → empty, in one transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { PAGE_SIZE, success, type AdminDirectoryResource } from '@d320b/contract';
import { requireDistrictAdmin } from '../../access/index.js';
import { diffFields, recordChanges, type AuditChange } from '../../audit/index.js';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { registerCall, type UploadedFile } from '../../lib/call-route.js';
import { notFound } from '../../lib/errors.js';
import { releaseImage, saveImage } from '../../lib/images/index.js';
import { pageWindow, type PageWindow } from '../../lib/paging.js';
import type { ImageStore } from '../../lib/storage/index.js';

type Row = Record<string, unknown> & { id: number };
type Values = Record<string, unknown>;
export type Trx = Transaction<DB>;

export interface ResourceDef<Form extends Values, Filter extends Values> {
  /** Contract path: admin/<path>/list|save|delete. */
  path: string;
  /** Audit entity name, e.g. 'district_event'. */
  entity: string;
  table: keyof DB & string;
  /** Image fields of the form (multipart file names) → their columns. */
  images?: Record<string, string>;
  /** Storage folder of this list's images. */
  imageFolder?: string;
  /** The form's stored columns (images excluded). */
  values(form: Form): Values;
  /** Columns set on insert only (created_at and the like). */
  insertDefaults?(now: Date): Values;
  /** Checks the referenced rows and clashes; throws 404/409/422 with a clear message. */
  check?(db: Database, values: Values, current: Row | null): Promise<void>;
  /**
   * Writes other than the row's own columns (e.g. the clubs of a zone), inside the transaction;
   * answers their audit changes.
   */
  writeExtra?(trx: Trx, id: number, form: Form): Promise<AuditChange[]>;
  /** 409 (conflict) when the row still has dependants. */
  beforeDelete?(db: Database, current: Row): Promise<void>;
  /** Deletes owned link rows before the row itself; answers their audit changes. */
  deleteExtra?(trx: Trx, current: Row): Promise<AuditChange[]>;
  list(db: Database, input: { search: string } & Filter, window: PageWindow): Promise<{ rows: unknown[]; total: number }>;
  toItem(row: never): unknown;
}

export interface Deps {
  db: Database;
  images: ImageStore;
  now: () => Date;
}

function anyDb(db: Database | Trx): Kysely<any> {
  return db as unknown as Kysely<any>;
}

export async function findRow(db: Database, table: string, id: number): Promise<Row | undefined> {
  return (await anyDb(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
}

function clearFlagName(field: string): string {
  return `clear${field[0]!.toUpperCase()}${field.slice(1)}`;
}

export async function saveResource<Form extends Values>(
  deps: Deps,
  def: ResourceDef<Form, Values>,
  actor: { id: number; requestId: string },
  form: Form & { id: number | null },
  files: Record<string, UploadedFile | undefined>,
): Promise<number> {
  const { db, images } = deps;
  await requireDistrictAdmin(db, actor.id);
  const current = form.id === null ? null : ((await findRow(db, def.table, form.id)) ?? null);
  if (form.id !== null && !current) throw notFound('This entry no longer exists. Reload the list.');
  const values = def.values(form);
  if (def.check) await def.check(db, values, current);

  const newKeys: Record<string, string> = {};
  const released: (string | null)[] = [];
  try {
    for (const [field, column] of Object.entries(def.images ?? {})) {
      const file = files[field];
      if (file) {
        newKeys[column] = await saveImage(images, file.buffer, def.imageFolder ?? 'admin');
        values[column] = newKeys[column];
        if (current) released.push(current[column] as string | null);
      } else if (form[clearFlagName(field)] === true && current?.[column]) {
        values[column] = null;
        released.push(current[column] as string | null);
      }
    }
  } catch (err) {
    for (const key of Object.values(newKeys)) await releaseImage(images, key);
    throw err;
  }

  const at = deps.now();
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      let rowId: number;
      if (current) {
        rowId = current.id;
        if (Object.keys(values).length) await anyDb(trx).updateTable(def.table).set(values).where('id', '=', rowId).execute();
      } else {
        const inserted = await anyDb(trx)
          .insertInto(def.table)
          .values({ ...(def.insertDefaults?.(at) ?? {}), ...values })
          .returning('id')
          .executeTakeFirstOrThrow();
        rowId = Number((inserted as { id: number }).id);
      }
      const changes = diffFields(current, values);
      if (def.writeExtra) changes.push(...(await def.writeExtra(trx, rowId, form)));
      // An unchanged save writes nothing to the log.
      if (!current || changes.length) {
        await recordChanges(trx, {
          actor: { id: actor.id, role: 'district_admin', requestId: actor.requestId },
          action: current ? 'update' : 'create',
          entity: def.entity,
          entityId: rowId,
          changes,
          at,
        });
      }
      return rowId;
    });
  } catch (err) {
    for (const key of Object.values(newKeys)) await releaseImage(images, key);
    throw err;
  }
  for (const key of released) await releaseImage(images, key);
  return id;
}

export async function deleteResource(
  deps: Deps,
  def: ResourceDef<Values, Values>,
  actor: { id: number; requestId: string },
  id: number,
): Promise<void> {
  const { db, images } = deps;
  await requireDistrictAdmin(db, actor.id);
  const current = await findRow(db, def.table, id);
  if (!current) throw notFound('This entry no longer exists. Reload the list.');
  if (def.beforeDelete) await def.beforeDelete(db, current);
  const { id: _id, ...stored } = current;
  const emptied = Object.fromEntries(Object.keys(stored).map((k) => [k, null]));
  await db.transaction().execute(async (trx) => {
    const changes: AuditChange[] = [];
    if (def.deleteExtra) changes.push(...(await def.deleteExtra(trx, current)));
    await anyDb(trx).deleteFrom(def.table).where('id', '=', id).execute();
    changes.push(...diffFields(stored, emptied));
    await recordChanges(trx, {
      actor: { id: actor.id, role: 'district_admin', requestId: actor.requestId },
      action: 'delete',
      entity: def.entity,
      entityId: id,
      changes,
      at: deps.now(),
    });
  });
  for (const column of Object.values(def.images ?? {})) await releaseImage(images, current[column] as string | null);
}

/** Registers the three calls of a resource. */
export function registerResource(app: FastifyInstance, def: ResourceDef<any, any>): void {
  const deps: Deps = { db: app.db, images: app.images, now: () => app.now() };
  registerCall(app, `admin/${def.path as AdminDirectoryResource}/list`, async ({ input, member }) => {
    await requireDistrictAdmin(app.db, member!.id);
    const { page, ...rest } = input as { page: number; search: string } & Values;
    const { rows, total } = await def.list(app.db, rest as { search: string }, pageWindow(page));
    return success(total ? `${total} found.` : 'No Data Found', {
      data: rows.map((r) => def.toItem(r as never)),
      total,
      page,
      pageSize: PAGE_SIZE,
    }) as never;
  });
  registerCall(app, `admin/${def.path as AdminDirectoryResource}/save`, async ({ input, member, files, request }) => {
    const form = input as Values & { id: number | null };
    const id = await saveResource(deps, def, { id: member!.id, requestId: request.id }, form, files);
    return success(form.id === null ? 'Added.' : 'Saved.', { id }) as never;
  });
  registerCall(app, `admin/${def.path as AdminDirectoryResource}/delete`, async ({ input, member, request }) => {
    await deleteResource(deps, def, { id: member!.id, requestId: request.id }, (input as { id: number }).id);
    return success('Deleted.', {}) as never;
  });
}
