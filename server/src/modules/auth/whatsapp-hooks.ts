/**
 * Delivery reports from the WhatsApp Business Cloud API (its "messages" webhook), so the office
 * sees which WhatsApp codes were delivered. Registered only when WHATSAPP_APP_SECRET and
 * WHATSAPP_VERIFY_TOKEN are set. Not a contract call: Meta defines both requests and the answer
 * to the first is plain text (docs/sign-in-limits.md, "Delivery reports").
 *
 * - GET  /api/hooks/whatsapp?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…
 *   Meta's check when the webhook is set up: answers the challenge when the token matches, 403 otherwise.
 * - POST /api/hooks/whatsapp, header X-Hub-Signature-256: sha256=<HMAC-SHA256 of the raw body with
 *   the app secret>. Unsigned or wrongly signed: 401, nothing read. Each
 *   entry[].changes[].value.statuses[] {id, status} updates the message with that id:
 *   delivered/read → delivered, failed → undelivered; sent is already known. Answers 200 at once
 *   (Meta retries anything else).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../../lib/json-body.js';
import * as repo from './repository.js';
import { WHATSAPP_CLOUD_PROVIDER } from './sms/index.js';

export const WHATSAPP_HOOK_PATH = '/api/hooks/whatsapp';
const MAX_BODY = 256 * 1024;

export interface WhatsAppHookOptions {
  appSecret: string;
  verifyToken: string;
}

/** "sha256=<hex>" of the raw body, compared in constant time. */
export function signatureMatches(appSecret: string, raw: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice(7), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface StatusReport {
  id?: unknown;
  status?: unknown;
}

function statusesOf(body: unknown): StatusReport[] {
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((e) => {
    const changes = (e as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) return [];
    return changes.flatMap((c) => {
      const statuses = (c as { value?: { statuses?: unknown } })?.value?.statuses;
      return Array.isArray(statuses) ? (statuses as StatusReport[]) : [];
    });
  });
}

const whatsAppHooks: FastifyPluginAsync<WhatsAppHookOptions> = async (app, opts) => {
  // The signature covers the exact bytes: keep them, parse only after the check.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: MAX_BODY }, (_req, body, done) => done(null, body));

  app.get(WHATSAPP_HOOK_PATH, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const token = typeof q['hub.verify_token'] === 'string' ? q['hub.verify_token'] : '';
    const given = Buffer.from(token);
    const wanted = Buffer.from(opts.verifyToken);
    const tokenOk = given.length === wanted.length && timingSafeEqual(given, wanted);
    if (q['hub.mode'] !== 'subscribe' || !tokenOk || typeof q['hub.challenge'] !== 'string') {
      return reply.status(403).send({ status: false, message: 'The verify token does not match.' });
    }
    return reply.type('text/plain; charset=utf-8').send(q['hub.challenge']);
  });

  app.post(WHATSAPP_HOOK_PATH, async (request, reply) => {
    const raw = request.body;
    if (!Buffer.isBuffer(raw) || !signatureMatches(opts.appSecret, raw, request.headers['x-hub-signature-256'] as string | undefined)) {
      return reply.status(401).send({ status: false, message: 'The signature does not match.' });
    }
    const text = raw.toString('utf8');
    let body: unknown;
    try {
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw new Error('too deep');
      body = JSON.parse(text);
    } catch {
      return reply.status(400).send({ status: false, message: 'The request body is not valid JSON.' });
    }
    const at = app.now().toISOString();
    let updated = 0;
    for (const s of statusesOf(body)) {
      if (typeof s.id !== 'string' || !s.id) continue;
      const status = s.status === 'delivered' || s.status === 'read' ? 'delivered' : s.status === 'failed' ? 'undelivered' : null;
      if (status && (await repo.reportDelivery(app.db, WHATSAPP_CLOUD_PROVIDER, s.id, status, at))) updated++;
    }
    request.log.info({ updated }, 'whatsapp delivery reports');
    return { status: true, message: 'ok' };
  });
};

export default whatsAppHooks;
