/**
 * Roster calls, bound like every other call (lib/call-route.ts): the upload takes a roster file of
 * up to 10 MB (more than the image limit), and the file downloads send their file themselves.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

import { registerCall } from '../../lib/call-route.js';
import { districtName } from '../../lib/district-settings.js';
import { todayIn } from '../../lib/time.js';
import { templateCsv, templateXlsx } from './export.js';
import { exportMembers } from './export-service.js';
import { HISTORY_PAGE_SIZE, listImports, previewUndo, rejectedFile, undoImport } from './history.js';
import { directoryPdf } from './pdf.js';
import { MAX_ROSTER_BYTES, READ_MESSAGES } from './read-file.js';
import { directoryForWire, loadDirectory, resolveScope, scopeOptions } from './scope.js';
import { applyImport, previewImport } from './service.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The roster file (multipart field "file"). */
const ROSTER_UPLOAD = { maxBytes: MAX_ROSTER_BYTES, tooLarge: READ_MESSAGES.tooLarge, missing: 'choose a CSV or Excel (.xlsx) roster file.' };

function attachment(reply: FastifyReply, type: string, filename: string): FastifyReply {
  return reply.header('content-type', type).header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store');
}

export default async function rosterRoutes(app: FastifyInstance): Promise<void> {
  registerCall(
    app,
    'admin/roster/preview',
    async ({ input, member, files }) => {
      const file = files.file!;
      const data = await previewImport(app.db, member.id, { filename: file.filename || 'roster', buffer: file.buffer }, input, app.now());
      return { status: true, message: 'Preview ready. Nothing has been changed yet.', data };
    },
    { upload: ROSTER_UPLOAD },
  );

  registerCall(app, 'admin/roster/apply', async ({ input, member, request }) => {
    const notices = { sms: app.sms, log: request.log, appName: app.appConfig.district.appName };
    const data = await applyImport(app.db, { id: member.id, requestId: String(request.id) }, input, app.now(), notices);
    return { status: true, message: `Import applied: ${data.added} added, ${data.updated} updated, ${data.deactivated} deactivated.`, data };
  });

  registerCall(app, 'admin/roster/imports', async ({ input, member }) => {
    const r = await listImports(app.db, member.id, input.page);
    return { status: true, message: r.data.length ? 'Imports.' : 'No imports yet.', ...r, page: input.page, pageSize: HISTORY_PAGE_SIZE };
  });

  registerCall(app, 'admin/roster/undo-preview', async ({ input, member, request }) => {
    const data = await previewUndo(app.db, { id: member.id, requestId: String(request.id) }, input.importId, app.now());
    return { status: true, message: 'Nothing has been changed yet.', data };
  });

  registerCall(app, 'admin/roster/undo', async ({ input, member, request }) => {
    const data = await undoImport(app.db, { id: member.id, requestId: String(request.id) }, input.importId, app.now());
    const left = data.refused.length ? ` ${data.refused.length} left as they are (changed since).` : '';
    return {
      status: true,
      message: `Import undone: ${data.restore} restored, ${data.remove} removed, ${data.reactivate} reactivated, ${data.clubs} clubs removed.${left}`,
      data,
    };
  });

  registerCall(app, 'admin/roster/rejected', async ({ input, member, reply }) => {
    const file = await rejectedFile(app.db, member.id, input.id, input.format);
    return attachment(reply, input.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE, file.filename).send(file.body);
  });

  registerCall(app, 'admin/roster/template', async ({ input, reply }) => {
    if (input.format === 'csv') return attachment(reply, 'text/csv; charset=utf-8', 'roster-template.csv').send(templateCsv());
    return attachment(reply, XLSX_TYPE, 'roster-template.xlsx').send(await templateXlsx());
  });

  registerCall(app, 'admin/roster/export', async ({ input, member, reply, request }) => {
    const now = app.now();
    const file = await exportMembers(app.db, { member, requestId: String(request.id) }, input, {
      now,
      today: todayIn(app.appConfig.district.timeZone, now),
      title: app.appConfig.district.name,
    });
    if (input.format === 'csv') return attachment(reply, 'text/csv; charset=utf-8', `${file.name}.csv`).send(file.body);
    return attachment(reply, XLSX_TYPE, `${file.name}.xlsx`).send(file.body);
  });

  registerCall(app, 'admin/roster/directory', async ({ input, member }) => {
    const scope = await resolveScope(app.db, member.id, input);
    const data = directoryForWire(await loadDirectory(app.db, scope, await districtName(app), input));
    return { status: true, message: 'Directory.', data };
  });

  registerCall(app, 'admin/roster/directory-pdf', async ({ input, member, reply, request }) => {
    const scope = await resolveScope(app.db, member.id, input);
    const directory = await loadDirectory(app.db, scope, await districtName(app), input);
    const generatedOn = todayIn(app.appConfig.district.timeZone, app.now());
    const columns = { spouse: input.spouse, birthday: input.birthday, anniversary: input.anniversary };
    const stream = await directoryPdf({ ...directory, generatedOn, columns }, app.images, (err) => request.log.error({ err }, 'directory PDF failed'));
    return attachment(reply, 'application/pdf', `directory-${scope.slug}-${generatedOn}.pdf`).send(stream);
  });

  registerCall(app, 'admin/roster/scopes', async ({ member }) => {
    return { status: true, message: 'Scopes.', data: await scopeOptions(app.db, member.id) };
  });
}
