/** The admin console's core calls (contract: packages/contract/src/admin.ts). */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { normalizeMobile, PAGE_SIZE } from '@d320b/contract';
import { rolesOf } from '../../access/index.js';
import { registerCall, type AuthMember } from '../../lib/call-route.js';
import { todayIn } from '../../lib/time.js';
import { auditEvent, auditLog } from './audit-service.js';
import { createClub, editClub, getClub, listClubs, clubOfficers, saveClubOfficers, setClubActive } from './clubs-service.js';
import { bulkMembers } from './members-bulk.js';
import { createMember, editMember, getMember, listMembers, moveMember, setMemberActive, type AdminRequest } from './members-service.js';
import { changeRole, createYear, deleteYear, listRoles, listYears, rollover, rolloverPreview, setCurrentYear } from './years-service.js';

const adminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const images = app.images;
  const req = (member: AuthMember, request: FastifyRequest): AdminRequest => {
    const now = app.now();
    return {
      memberId: member.id, requestId: request.id, now, today: todayIn(app.appConfig.district.timeZone, now),
      notices: { sms: app.sms, log: request.log, appName: app.appConfig.district.appName },
    };
  };
  // "+91 98765 00001" is the same 10-digit number; the contract still checks it.
  const prepareMobile = { prepare: (raw: Record<string, unknown>) => (typeof raw.mobile === 'string' ? { ...raw, mobile: normalizeMobile(raw.mobile) } : raw) };

  registerCall(app, 'admin/me', async ({ member }) => {
    const roles = await rolesOf(db, member.id);
    const clubs = roles.clubAdminOf.length
      ? await db.selectFrom('clubs').select(['id', 'name']).where('id', 'in', roles.clubAdminOf).orderBy('name').execute()
      : [];
    return { status: true, message: 'Your roles.', data: { districtAdmin: roles.districtAdmin, clubs } };
  });

  // ---- members
  registerCall(app, 'admin/members/list', async ({ input, member, request }) => {
    const r = await listMembers(db, req(member, request), input);
    return { status: true, message: r.data.length ? 'Members.' : 'No members found.', ...r, page: input.page, pageSize: PAGE_SIZE };
  });
  registerCall(app, 'admin/members/get', async ({ input, member, request }) => ({
    status: true, message: 'Member.', data: await getMember(db, req(member, request), input.member_id),
  }));
  registerCall(app, 'admin/members/create', async ({ input, member, request, files }) => ({
    status: true, message: 'Member added.', data: await createMember(db, images, req(member, request), input, files.photo),
  }), prepareMobile);
  registerCall(app, 'admin/members/update', async ({ input, member, request, files }) => ({
    status: true, message: 'Member saved.', data: await editMember(db, images, req(member, request), input, files.photo),
  }), prepareMobile);
  registerCall(app, 'admin/members/deactivate', async ({ input, member, request }) => ({
    status: true, message: 'Member deactivated. They are signed out and no longer listed.', data: await setMemberActive(db, req(member, request), input.member_id, false),
  }));
  registerCall(app, 'admin/members/reactivate', async ({ input, member, request }) => ({
    status: true, message: 'Member reactivated.', data: await setMemberActive(db, req(member, request), input.member_id, true),
  }));
  registerCall(app, 'admin/members/move', async ({ input, member, request }) => ({
    status: true, message: 'Member moved.', data: await moveMember(db, req(member, request), input.member_id, input.club_id),
  }));

  registerCall(app, 'admin/members/bulk', async ({ input, member, request }) => {
    const data = await bulkMembers(db, req(member, request), input);
    const refused = data.refused ? ` ${data.refused} could not be changed.` : '';
    return { status: true, message: `${data.done} of ${data.done + data.refused} members changed.${refused}`, data };
  });

  // ---- clubs
  registerCall(app, 'admin/clubs/list', async ({ input, member, request }) => {
    const r = await listClubs(db, req(member, request), input);
    return { status: true, message: r.data.length ? 'Clubs.' : 'No clubs found.', ...r, page: input.page, pageSize: PAGE_SIZE };
  });
  registerCall(app, 'admin/clubs/get', async ({ input, member, request }) => ({
    status: true, message: 'Club.', data: await getClub(db, req(member, request), input.club_id),
  }));
  registerCall(app, 'admin/clubs/create', async ({ input, member, request, files }) => ({
    status: true, message: 'Club added.', data: await createClub(db, images, req(member, request), input, files.logo),
  }));
  registerCall(app, 'admin/clubs/update', async ({ input, member, request, files }) => ({
    status: true, message: 'Club saved.', data: await editClub(db, images, req(member, request), input, files.logo),
  }));
  registerCall(app, 'admin/clubs/deactivate', async ({ input, member, request }) => ({
    status: true, message: 'Club deactivated.', data: await setClubActive(db, req(member, request), input.club_id, false),
  }));
  registerCall(app, 'admin/clubs/reactivate', async ({ input, member, request }) => ({
    status: true, message: 'Club reactivated.', data: await setClubActive(db, req(member, request), input.club_id, true),
  }));
  registerCall(app, 'admin/clubs/officers', async ({ input, member, request }) => ({
    status: true, message: 'Officers.', ...(await clubOfficers(db, req(member, request), input.club_id, input.year_id)),
  }));
  registerCall(app, 'admin/clubs/officers/save', async ({ input, member, request }) => ({
    status: true, message: 'Officers saved.', data: await saveClubOfficers(db, req(member, request), input),
  }));

  // ---- roles
  registerCall(app, 'admin/roles/list', async ({ input, member, request }) => ({
    status: true, message: 'Admins.', data: await listRoles(db, req(member, request), input.club_id),
  }));
  registerCall(app, 'admin/roles/grant', async ({ input, member, request }) => {
    const r = await changeRole(db, req(member, request), input, true);
    return { status: true, message: r.message, data: r.data };
  });
  registerCall(app, 'admin/roles/revoke', async ({ input, member, request }) => {
    const r = await changeRole(db, req(member, request), input, false);
    return { status: true, message: r.message, data: r.data };
  });

  // ---- Lions years
  registerCall(app, 'admin/years/list', async ({ member, request }) => ({
    status: true, message: 'Lions years.', data: await listYears(db, req(member, request)),
  }));
  registerCall(app, 'admin/years/create', async ({ input, member, request }) => ({
    status: true, message: 'Lions year added.', data: await createYear(db, req(member, request), input),
  }));
  registerCall(app, 'admin/years/set-current', async ({ input, member, request }) => ({
    status: true, message: 'Current Lions year changed. Members now see it.', data: await setCurrentYear(db, req(member, request), input.year_id),
  }));
  registerCall(app, 'admin/years/delete', async ({ input, member, request }) => {
    const r = await deleteYear(db, req(member, request), input.year_id);
    return { status: true, message: `Lions year ${r.name} deleted.`, data: r.data };
  });
  registerCall(app, 'admin/years/rollover-preview', async ({ input, member, request }) => ({
    status: true, message: 'Rollover plan.', data: await rolloverPreview(db, req(member, request), input.carry),
  }));
  registerCall(app, 'admin/years/rollover', async ({ input, member, request }) => {
    const year = await rollover(db, req(member, request), input.carry, input.year);
    return { status: true, message: `Lions year ${year.name} created. Members see it once you make it current.`, data: year };
  });

  // ---- audit (read-only: no call changes audit rows)
  const timeZone = app.appConfig.district.timeZone;
  registerCall(app, 'admin/audit/list', async ({ input, member, request }) => {
    const r = await auditLog(db, req(member, request), input, timeZone);
    return { status: true, message: 'Audit log.', ...r, page: input.page, pageSize: PAGE_SIZE, timeZone };
  });
  registerCall(app, 'admin/audit/event', async ({ input, member, request }) => {
    const r = await auditEvent(db, req(member, request), input, timeZone);
    return { status: true, message: 'Audit entry.', ...r, page: input.page, pageSize: PAGE_SIZE, timeZone };
  });
};

export default adminRoutes;
