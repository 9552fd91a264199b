/**
 * Delivery reports of the SMS gateway (MSG91's delivery-report webhook), so the office sees on
 * Sign-in Activity which text messages reached the phone. MSG91 does not sign its reports: the URL
 * carries a secret instead (SMS_REPORT_TOKEN), given to MSG91 as the webhook address
 * `https://<app host>/api/hooks/sms/<token>`. Registered only with MSG91 as the SMS provider and the
 * token set. Not a contract call: MSG91 defines the request (docs/sign-in-limits.md, "Delivery reports").
 *
 * - The token is checked before the body is read: a wrong one is answered 404 at once.
 * - Webhook version 2 (application/x-www-form-urlencoded): field `data` holds a JSON array of
 *   `{requestId, report: [{number, status, desc}]}`.
 * - Version 3 (application/json): one report `{requestId, number, status, desc}` or an array of them.
 * - MSG91's status 1 (DELIVERED) → delivered; 2 (FAILED), 9 (NDNC), 16/25/26 (REJECTED), 17 (BLOCKED)
 *   → undelivered; anything else (submitted, pending) changes nothing. A report matches the message
 *   whose gateway reference is its requestId. A late "failed" never undoes "delivered".
 * - Answers 200 for any well-formed body (MSG91 retries anything else); 400 for a body it can't read.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../../lib/json-body.js';
import * as repo from './repository.js';

export const SMS_REPORT_HOOK_PREFIX = '/api/hooks/sms/';
const MAX_BODY = 256 * 1024;

export interface SmsReportHookOptions {
  token: string;
  /** The SMS provider's name, as message_log.provider holds it. */
  provider: string;
}

interface Report {
  requestId: string;
  status: 'delivered' | 'undelivered';
}

const DELIVERED = new Set(['1']);
const UNDELIVERED = new Set(['2', '9', '16', '17', '25', '26']);
const UNDELIVERED_WORDS = /^(FAILED|NDNC|REJECTED|BLOCKED|REJECTED BY OPERATOR|EXPIRED)$/;

function outcome(status: unknown, desc: unknown): Report['status'] | null {
  const code = typeof status === 'number' ? String(status) : typeof status === 'string' ? status.trim() : '';
  const word = typeof desc === 'string' ? desc.trim().toUpperCase() : '';
  if (DELIVERED.has(code) || word === 'DELIVERED') return 'delivered';
  if (UNDELIVERED.has(code) || UNDELIVERED_WORDS.test(word)) return 'undelivered';
  return null;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
}

/** Every (requestId, outcome) pair of a v2 or v3 body; null when the body is not one of those shapes. */
export function reportsOf(body: unknown): Report[] | null {
  const items = asList(body);
  if (items.length === 0) return null;
  const out: Report[] = [];
  let known = 0;
  for (const item of items) {
    const o = item as { requestId?: unknown; report?: unknown; status?: unknown; desc?: unknown };
    if (typeof o.requestId !== 'string' || !o.requestId) continue;
    known++;
    // v2 nests one line per number under `report`; v3 is one flat line.
    const lines = o.report !== undefined ? asList(o.report) : [o];
    for (const line of lines) {
      const l = line as { status?: unknown; desc?: unknown };
      const status = outcome(l.status, l.desc);
      if (status) out.push({ requestId: o.requestId, status });
    }
  }
  return known > 0 ? out : null;
}

function tokenMatches(given: string, wanted: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(wanted);
  return a.length === b.length && timingSafeEqual(a, b);
}

const smsReportHooks: FastifyPluginAsync<SmsReportHookOptions> = async (app, opts) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'string', bodyLimit: MAX_BODY }, (_req, body, done) =>
    done(null, body),
  );

  // The secret is in the path: check it before anything of the body is read.
  app.addHook('onRequest', async (request, reply) => {
    const token = (request.params as { token?: string }).token ?? '';
    if (!tokenMatches(token, opts.token)) {
      return reply.status(404).send({ status: false, message: 'Not found.' });
    }
  });

  app.post(`${SMS_REPORT_HOOK_PREFIX}:token`, async (request, reply) => {
    const text = typeof request.body === 'string' ? request.body : '';
    const form = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    let body: unknown;
    try {
      const json = form ? (new URLSearchParams(text).get('data') ?? '') : text;
      if (jsonDepthExceeds(json, MAX_JSON_DEPTH)) throw new Error('too deep');
      body = JSON.parse(json);
    } catch {
      return reply.status(400).send({ status: false, message: 'The report is not valid JSON (version 2: a form field "data"; version 3: a JSON body).' });
    }
    const reports = reportsOf(body);
    if (reports === null) {
      return reply.status(400).send({ status: false, message: 'The report has no requestId: expected MSG91 delivery reports (webhook version 2 or 3).' });
    }
    const at = app.now().toISOString();
    let updated = 0;
    for (const r of reports) {
      if (await repo.reportDelivery(app.db, opts.provider, r.requestId, r.status, at)) updated++;
    }
    request.log.info({ updated }, 'sms delivery reports');
    return { status: true, message: 'ok' };
  });
};

export default smsReportHooks;
