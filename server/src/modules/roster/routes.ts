/**
 * Roster calls. JSON calls go through registerCall; the upload (10 MB, more than the image limit)
 * and the file downloads are served here with the same authentication, validation and envelope.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  callPath,
  findUnsafeText,
  MESSAGES,
  rosterApplyCall,
  rosterDirectoryCall,
  rosterDirectoryPdfCall,
  rosterExportCall,
  rosterImportsCall,
  rosterPreviewCall,
  rosterRejectedCall,
  rosterScopesCall,
  rosterTemplateCall,
  rosterUndoCall,
  rosterUndoPreviewCall,
  type CallDef,
} from '@d320b/contract';
import type { z } from 'zod';
import { requireAnyAdmin } from '../../access/index.js';
import { viewerOf } from '../../access/privacy.js';
import { describeIssues, registerCall, type AuthMember } from '../../lib/call-route.js';
import { HttpError, payloadTooLarge, unprocessable } from '../../lib/errors.js';
import { todayIn } from '../../lib/time.js';
import { membersCsv, membersXlsx, templateCsv, templateXlsx } from './export.js';
import { HISTORY_PAGE_SIZE, listImports, previewUndo, rejectedFile, undoImport } from './history.js';
import { directoryPdf } from './pdf.js';
import { MAX_ROSTER_BYTES, READ_MESSAGES } from './read-file.js';
import * as repo from './repository.js';
import { directoryForWire, exportView, loadDirectory, resolveScope, scopeOptions } from './scope.js';
import { applyImport, previewImport } from './service.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A call answered by this module itself (file upload above the image limit, file downloads). */
function rawRoute<D extends CallDef>(
  app: FastifyInstance,
  def: D,
  handler: (ctx: { input: z.output<D['request']>; member: AuthMember; fields: Record<string, string>; request: FastifyRequest; reply: FastifyReply }) => Promise<unknown>,
  readBody?: (request: FastifyRequest) => Promise<Record<string, string>>,
): void {
  app.route({
    method: def.method,
    url: callPath(def),
    config: { call: def.name },
    handler: async (request, reply) => {
      const member = await app.authenticate(request);
      const fields = readBody ? await readBody(request) : ((def.method === 'GET' ? request.query : request.body) ?? {}) as Record<string, string>;
      // The same text rule as every other call (NUL bytes, broken characters): 422 before the schema.
      const unsafe = findUnsafeText(fields);
      if (unsafe) throw unprocessable(`${unsafe}: ${MESSAGES.badCharacters}`);
      const input = def.request.safeParse(fields);
      if (!input.success) throw unprocessable(describeIssues(input.error));
      return handler({ input: input.data as z.output<D['request']>, member, fields, request, reply });
    },
  });
}

function attachment(reply: FastifyReply, type: string, filename: string): FastifyReply {
  return reply.header('content-type', type).header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store');
}

export default async function rosterRoutes(app: FastifyInstance): Promise<void> {
  const upload = new WeakMap<FastifyRequest, { filename: string; buffer: Buffer }>();

  // Multipart: the roster file (10 MB at most) and the option fields.
  const readUpload = async (request: FastifyRequest): Promise<Record<string, string>> => {
    if (!request.isMultipart()) throw unprocessable('file: send the roster as multipart form data (field "file").');
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts({ limits: { fileSize: MAX_ROSTER_BYTES, files: 1, fields: 20 } })) {
        if (part.type === 'file') {
          const buffer = await part.toBuffer();
          if (part.fieldname === 'file' && buffer.length > 0) upload.set(request, { filename: part.filename || 'roster', buffer });
        } else {
          fields[part.fieldname] = String(part.value ?? '');
        }
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(READ_MESSAGES.tooLarge);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw unprocessable('Too many fields or files in the upload.');
      throw err;
    }
    if (!upload.get(request)) throw unprocessable('file: choose a CSV or Excel (.xlsx) roster file.');
    return fields;
  };

  rawRoute(
    app,
    rosterPreviewCall,
    async ({ input, member, request }) => {
      const data = await previewImport(app.db, member.id, upload.get(request)!, input, app.now());
      const body = { status: true as const, message: 'Preview ready. Nothing has been changed yet.', data };
      if (app.appConfig.env !== 'production') {
        const check = rosterPreviewCall.response.safeParse(body);
        if (!check.success) throw new HttpError(500, `Response of ${rosterPreviewCall.name} does not match the contract: ${describeIssues(check.error)}`);
      }
      return body;
    },
    readUpload,
  );

  registerCall(app, rosterApplyCall, async ({ input, member, request }) => {
    const data = await applyImport(app.db, { id: member.id, requestId: String(request.id) }, input, app.now());
    return { status: true, message: `Import applied: ${data.added} added, ${data.updated} updated, ${data.deactivated} deactivated.`, data };
  });

  registerCall(app, rosterImportsCall, async ({ input, member }) => {
    const r = await listImports(app.db, member.id, input.page);
    return { status: true, message: r.data.length ? 'Imports.' : 'No imports yet.', ...r, page: input.page, pageSize: HISTORY_PAGE_SIZE };
  });

  registerCall(app, rosterUndoPreviewCall, async ({ input, member, request }) => {
    const data = await previewUndo(app.db, { id: member.id, requestId: String(request.id) }, input.importId, app.now());
    return { status: true, message: 'Nothing has been changed yet.', data };
  });

  registerCall(app, rosterUndoCall, async ({ input, member, request }) => {
    const data = await undoImport(app.db, { id: member.id, requestId: String(request.id) }, input.importId, app.now());
    const left = data.refused.length ? ` ${data.refused.length} left as they are (changed since).` : '';
    return {
      status: true,
      message: `Import undone: ${data.restore} restored, ${data.remove} removed, ${data.reactivate} reactivated, ${data.clubs} clubs removed.${left}`,
      data,
    };
  });

  rawRoute(app, rosterRejectedCall, async ({ input, member, reply }) => {
    const file = await rejectedFile(app.db, member.id, input.id, input.format);
    return attachment(reply, input.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE, file.filename).send(file.body);
  });

  rawRoute(app, rosterTemplateCall, async ({ input, member, reply }) => {
    await requireAnyAdmin(app.db, member.id);
    if (input.format === 'csv') return attachment(reply, 'text/csv; charset=utf-8', 'roster-template.csv').send(templateCsv());
    return attachment(reply, XLSX_TYPE, 'roster-template.xlsx').send(await templateXlsx());
  });

  rawRoute(app, rosterExportCall, async ({ input, member, reply }) => {
    const scope = await resolveScope(app.db, member.id, input);
    const [clubs, all] = await Promise.all([repo.clubsForScope(app.db, scope.clubIds), repo.membersOfClubs(app.db, scope.clubIds)]);
    // The admin's own view of each member's choices (a club admin does not get hidden birthdays).
    const members = await exportView(app.db, await viewerOf(app.db, member), all);
    const clubMap = new Map(clubs.map((c) => [c.id, c]));
    const name = `members-${scope.slug}-${todayIn(app.appConfig.district.timeZone, app.now())}`;
    if (input.format === 'csv') return attachment(reply, 'text/csv; charset=utf-8', `${name}.csv`).send(membersCsv(members, clubMap));
    return attachment(reply, XLSX_TYPE, `${name}.xlsx`).send(await membersXlsx(members, clubMap, app.appConfig.district.name));
  });

  registerCall(app, rosterDirectoryCall, async ({ input, member }) => {
    const scope = await resolveScope(app.db, member.id, input);
    const data = directoryForWire(await loadDirectory(app.db, scope, app.appConfig.district.name));
    return { status: true, message: 'Directory.', data };
  });

  rawRoute(app, rosterDirectoryPdfCall, async ({ input, member, reply, request }) => {
    const scope = await resolveScope(app.db, member.id, input);
    const directory = await loadDirectory(app.db, scope, app.appConfig.district.name);
    const generatedOn = todayIn(app.appConfig.district.timeZone, app.now());
    const stream = await directoryPdf({ ...directory, generatedOn }, app.images, (err) => request.log.error({ err }, 'directory PDF failed'));
    return attachment(reply, 'application/pdf', `directory-${scope.slug}-${generatedOn}.pdf`).send(stream);
  });

  registerCall(app, rosterScopesCall, async ({ member }) => {
    return { status: true, message: 'Scopes.', data: await scopeOptions(app.db, member.id) };
  });
}
