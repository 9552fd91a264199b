/**
 * Builds the Fastify app without listening: tests inject into it, server.ts
 * listens. Everything the app needs (config, database, storage, SMS) comes in
 * through options so tests can hand in their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { API_BASE, buildOpenApi } from '@d320b/contract';
import type { Config, TrustProxy } from './config/index.js';
import type { Database } from './db/database.js';
import { databaseUnavailableReason, isPostgres } from './db/database.js';
import { requestEnded, requestStarted, withRequestReads } from './db/request-reads.js';
import { HttpError } from './lib/errors.js';
import { checkReadiness, storageUnavailableReason, UNAVAILABLE_MESSAGES } from './lib/readiness.js';
import { installJsonParser } from './lib/json-body.js';
import { MAX_UPLOAD_BYTES } from './lib/call-route.js';
import { MEDIA_PREFIX } from './lib/media.js';
import { FsImageStore, IMAGE_VARIANTS, isImageVariant, isValidImageKey, type ImageStore } from './lib/storage/index.js';
import { createImageStore } from './lib/storage/create.js';
import { createSharedState, isRedisUnavailable, REDIS_UNAVAILABLE_MESSAGE, type SharedState } from './lib/redis.js';
import { resolveOtpPepper } from './lib/secrets.js';
import { createSmsProvider, createWhatsAppProvider, meteredSender, type SmsProvider } from './modules/auth/sms/index.js';
import { createAuthenticator } from './modules/auth/authenticate.js';
import { activeMemberCounts } from './modules/shared/member-counts.js';
import { createReadLimiter } from './access/read-limits.js';
import { redisCountStore } from './access/redis-count-store.js';
import { featureModules } from './modules/index.js';
import { renderDocsPage } from './lib/docs-page.js';
import { securityHeaders } from './lib/security-headers.js';
import { districtSettings } from './lib/district-settings.js';
import { clientNetwork } from './lib/client-network.js';
import { hashBearerToken } from './modules/auth/tokens.js';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Default: the store the settings name (MEDIA_STORE). */
  images?: ImageStore;
  /** Default: Redis at REDIS_URL when set (closed with the app), else none. */
  shared?: SharedState | null;
  sms?: SmsProvider;
  /** The WhatsApp sender of sign-in codes; default from the config (null: WhatsApp off). */
  whatsapp?: SmsProvider | null;
  /**
   * false: no logging (tests). An object overrides the level and/or the
   * destination (tests capture lines); redaction always applies.
   */
  logger?: false | { level?: Config['logLevel']; stream?: { write(line: string): void } };
  /** Folder of the built PWA; defaults to web/dist of this repository; null serves no web app. */
  webDist?: string | null;
  /** The app's clock (`app.now()`); tests pass a fake one to move time. */
  now?: () => Date;
}

const here = path.dirname(fileURLToPath(import.meta.url));
// Same depth from server/src (tsx) and server/dist (bundle): both reach the repo root.
const defaultWebDist = path.resolve(here, '../../web/dist');

/** Log lines carry no OTPs, tokens or full phone numbers. */
const redact = {
  paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.otp', 'req.body.mobile', 'req.body.phone', 'res.headers["set-cookie"]'],
  censor: '[redacted]',
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: options.logger?.level ?? config.logLevel, redact, ...(options.logger?.stream ? { stream: options.logger.stream } : {}) },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A request (headers and body) must arrive within this time: a body
    // trickled byte by byte is cut off instead of holding a socket for minutes.
    requestTimeout: config.requestTimeoutMs,
    // An idle socket (no bytes at all) is closed after the same time.
    connectionTimeout: config.requestTimeoutMs,
    // Node checks request timeouts on a timer (30 s by default): check often
    // enough that the timeout holds to within a second, and give Node the
    // timeouts at creation (its headers timeout derives from them; set later,
    // a headers timeout above the request timeout leaves slow bodies alone).
    http: {
      connectionsCheckingInterval: Math.max(250, Math.min(1_000, Math.floor(config.requestTimeoutMs / 4))),
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
    },
    // Query strings like ?session=old&id=3 only; no arrays needed.
    routerOptions: { ignoreTrailingSlash: true },
    // While shutting down (SIGTERM), a request that still arrives on an open connection is answered
    // as usual (drain), not refused; /health/ready says "shutting down" so no more are sent.
    return503OnClosing: false,
  });

  app.decorate('now', now);
  app.decorate('appConfig', config);
  app.decorate('db', db);
  const images = options.images ?? (await createImageStore(config.media, db));
  app.decorate('images', images);
  // Limits and counters every instance shares (decision 95): Redis when set.
  const shared = options.shared !== undefined ? options.shared : config.redis ? await createSharedState(config.redis, app.log.child({ module: 'redis' })) : null;
  if (shared && options.shared === undefined) app.addHook('onClose', () => shared.close());
  app.decorate('shared', shared);
  app.decorate('otpPepper', await resolveOtpPepper(config, db, now()));
  // Every message, whatever sends it, counts against its channel's daily budget and is logged.
  const metered = (provider: SmsProvider, channel: 'sms' | 'whatsapp', dailyBudget: number) =>
    meteredSender(provider, { db, channel, dailyBudget, timeZone: config.district.timeZone, now, log: app.log });
  app.decorate('sms', metered(options.sms ?? createSmsProvider(config, app.log), 'sms', config.sms.dailyBudget));
  const whatsapp = options.whatsapp === undefined ? createWhatsAppProvider(config) : options.whatsapp;
  app.decorate('whatsapp', whatsapp ? metered(whatsapp, 'whatsapp', config.whatsapp.dailyBudget) : null);
  app.decorate('authenticate', createAuthenticator(db, now));
  // One read limiter for every route that hands out member records (access/read-limits.ts); its
  // counts in Redis when set, so every instance counts into one budget per account (decision 95).
  const readLog = app.log.child({ module: 'read-limits' });
  app.decorate(
    'reads',
    createReadLimiter({
      db,
      log: readLog,
      now,
      store: shared ? redisCountStore(shared.client, readLog) : undefined,
      perHour: config.readLimitPerHour,
      copiesPerHour: config.readCopiesPerHour,
      fullCopiesPerDay: config.syncFullCopiesPerDay,
      copySize: async () => (await activeMemberCounts(db)).total,
    }),
  );

  // Security headers (computed once, lib/security-headers.ts); answers of the API carry personal
  // data: never kept by the browser or a proxy. One synchronous hook, before any route runs.
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.url.startsWith('/api/') || request.url.startsWith('/health')) reply.header('Cache-Control', 'no-store');
    done();
  });
  // The reads of each request are answered at its start or later (db/request-reads.ts).
  if (isPostgres(db)) {
    app.addHook('onRequest', (_request, _reply, done) => withRequestReads(done));
  } else {
    const reading = new WeakSet<object>();
    const ended = (request: FastifyRequest, _reply: unknown, done: () => void) => {
      if (reading.delete(request)) requestEnded();
      done();
    };
    app.addHook('onRequest', (request, _reply, done) => {
      reading.add(request);
      requestStarted();
      done();
    });
    app.addHook('onResponse', ended);
    app.addHook('onRequestAbort', (request, done) => ended(request, null, done));
  }
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Counted in Redis when set, so N instances allow what one does (decision 95). Redis failing:
    // the app-wide limit lets requests through (reads go on); the sign-in calls' own limits refuse
    // instead (lib/call-route.ts), answered 503 below.
    ...(shared ? { redis: shared.client, nameSpace: 'rate-limit:' } : {}),
    skipOnError: true,
    allowList: (req) => !req.url.startsWith('/api/'),
    // Counted per network (an IPv4 address, an IPv6 /64) and, for a signed-in member, per
    // session within it: a hall of members on one Wi-Fi address does not share one count.
    // Contract calls other than sign-in need a session and check it before this limit runs
    // (call-route.ts), so a made-up token never gets a count of its own; the sign-in calls have
    // their own limits (modules/auth/routes.ts).
    keyGenerator: (req) => {
      const auth = req.headers.authorization;
      const call = req.routeOptions.config?.call;
      const network = `net:${clientNetwork(req.ip)}`;
      return call && auth?.startsWith('Bearer ') ? `${network}|session:${hashBearerToken(auth.slice(7).trim())}` : network;
    },
    // The limit's headers go on a refusal only (with Retry-After); three more headers on every
    // answer were a few percent of a cheap call, and the app never reads them.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      status: false,
      message: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
      retryAfterSeconds: Math.ceil(ctx.ttl / 1000),
    }),
  });

  installJsonParser(app);

  app.setErrorHandler((error, request, reply) => {
    const err = error as Error & { statusCode?: number; code?: string; validation?: unknown };
    if (err instanceof HttpError) {
      // A refusal that passes with time says when (Retry-After and retryAfterSeconds) and why (reason).
      if (err.retryAfterSeconds !== undefined) reply.header('Retry-After', String(err.retryAfterSeconds));
      return reply.status(err.statusCode).send({ status: false, message: err.message, ...err.details() });
    }
    if (shared && isRedisUnavailable(err)) {
      request.log.warn({ reason: err.message }, 'sign-in refused: Redis unreachable');
      return reply.status(503).header('Retry-After', '60').send({ status: false, message: REDIS_UNAVAILABLE_MESSAGE });
    }
    const unavailable = databaseUnavailableReason(err) ?? storageUnavailableReason(err);
    if (unavailable) {
      request.log.error({ err, reason: unavailable }, 'storage or database unavailable');
      return reply.status(503).header('Retry-After', '30').send({ status: false, message: UNAVAILABLE_MESSAGES[unavailable] });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      const retry = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      return reply.status(429).send({ status: false, message: err.message, ...(typeof retry === 'number' ? { retryAfterSeconds: retry } : {}) });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) {
      return reply.status(413).send({ status: false, message: 'The request is too large.' });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ status: false, message: 'Send JSON or multipart form data.' });
    }
    if (status >= 400 && status < 500) {
      const message = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError ? 'The request body is not valid JSON.' : err.message;
      return reply.status(status).send({ status: false, message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ status: false, message: 'Something went wrong on our side. Please try again.' });
  });

  app.get('/health', async (request, reply) => {
    try {
      await db.selectFrom('districts').select('id').limit(1).execute();
    } catch (err) {
      request.log.error({ err }, 'health: database unreachable');
      return reply.status(503).send({ status: false, message: 'The database is not reachable.' });
    }
    return { status: true, message: 'ok' };
  });

  // Readiness: should a load balancer send this instance requests? (/health stays liveness.)
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.get('/health/ready', async (request, reply) => {
    const report = await checkReadiness({ db, dataDir: config.dataDir, images, shared, draining });
    if (!report.ready) {
      request.log.warn({ checks: report.checks }, 'not ready');
      return reply.status(503).send({ status: false, message: report.message, checks: report.checks });
    }
    return { status: true, message: 'ready', checks: report.checks };
  });

  // Built on first request: converting 131 calls' schemas is a fifth of start-up, and few ever ask.
  let openApi: ReturnType<typeof buildOpenApi> | undefined;
  let docsHtml: string | undefined;
  const openApiDocument = () => (openApi ??= buildOpenApi({ title: `${config.district.appName} API`, version: '1.2.0' }));
  app.get('/api/openapi.json', async () => openApiDocument());
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send((docsHtml ??= renderDocsPage(openApiDocument()))));

  for (const mod of featureModules) await app.register(mod);

  await registerMedia(app, images);
  await registerWeb(app, options.webDist === undefined ? defaultWebDist : options.webDist);

  return app;
}

/**
 * /media/<key>/<variant>.webp: a folder's files are served as they are; images in a bucket or the
 * database are read through the store (every instance reads the same ones).
 */
async function registerMedia(app: FastifyInstance, images: ImageStore) {
  if (!(images instanceof FsImageStore)) {
    const variants = IMAGE_VARIANTS.join('|');
    const file = new RegExp(`^(.+)/(${variants})\\.webp$`);
    app.get(`${MEDIA_PREFIX}/*`, async (request, reply) => {
      const match = file.exec((request.params as { '*': string })['*']);
      const key = match?.[1];
      const variant = match?.[2];
      const data = key && isValidImageKey(key) && isImageVariant(variant) ? await images.read(key, variant) : null;
      if (!data) return reply.status(404).send({ status: false, message: 'Not found.' });
      // Keys are random and never reused, so a stored image never changes.
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(data);
    });
    return;
  }
  const root = images.root;
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: `${MEDIA_PREFIX}/`,
    decorateReply: false,
    index: false,
    // Keys are random and never reused, so a stored image never changes.
    immutable: true,
    maxAge: '365d',
    // Keys never contain dots; a dot-file in the folder (probe files, editor
    // leftovers, .git) is not ours to serve.
    dotfiles: 'ignore',
    setHeaders: (reply) => reply.header('X-Content-Type-Options', 'nosniff'),
  });
}

async function registerWeb(app: FastifyInstance, webDist: string | null) {
  const indexFile = webDist ? path.join(webDist, 'index.html') : null;
  const hasWeb = !!indexFile && fs.existsSync(indexFile);
  let indexTemplate = '';
  /** The pre-rendered login screen per language (en, te, hi); English when a language has none. */
  const shellTemplates = new Map<string, string>();
  // The district title and share text are district settings (admin console): filled in per answer.
  // A first visit to /login also paints the pre-rendered login screen (web/scripts/prerender-login.mjs)
  // from HTML and CSS alone; the app hydrates it when it starts. Other paths get the bare page.
  const renderIndex = async (isLogin: boolean, language: string) => {
    const { title, shareText } = await districtSettings(app.db, app.appConfig.district);
    const html = indexTemplate
      .replace(/(<meta name="district-title" content=")[^"]*(")/, `$1${escapeAttr(title)}$2`)
      .replace(/(<meta name="share-text" content=")[^"]*(")/, `$1${escapeAttr(shareText)}$2`);
    const shellTemplate = shellTemplates.get(language) ?? shellTemplates.get('en');
    if (!isLogin || !shellTemplate) return html;
    const shell = shellTemplate.replace('{{district-title}}', escapeAttr(title));
    // Inside #root, where the app hydrates it; inert (seen, not usable) until it has (nothing typed is lost).
    return html.replace('<html lang="en">', `<html lang="${language}">`).replace('<div id="root"></div>', `<div id="root" data-login-shell inert>${shell}</div>`);
  };
  if (hasWeb && webDist) {
    const { publicAppUrl } = app.appConfig.district;
    indexTemplate = fs
      .readFileSync(indexFile!, 'utf8')
      .replace(/(<meta name="app-link" content=")[^"]*(")/, `$1${escapeAttr(publicAppUrl)}$2`);
    for (const language of PAGE_LANGUAGES) {
      const shellFile = path.join(webDist, language === 'en' ? 'login-shell.html' : `login-shell.${language}.html`);
      if (fs.existsSync(shellFile)) shellTemplates.set(language, fs.readFileSync(shellFile, 'utf8'));
    }
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // index.html is answered by the fallback below, with the district meta filled in.
      globIgnore: ['index.html', 'index.html.*'],
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const rel = path.relative(webDist, filePath);
        if (rel.startsWith('assets' + path.sep)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          // sw.js, manifest, icons: always revalidate so updates reach installed apps.
          reply.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith(`${MEDIA_PREFIX}/`) || !isPage || !hasWeb) {
      return reply.status(404).send({ status: false, message: url.startsWith(`${API_BASE}/`) ? 'Unknown API call.' : 'Not found.' });
    }
    // SPA fallback: deep links such as /club-details/12 open the app.
    const isLogin = url === '/login' || url.startsWith('/login?') || url === '/login/';
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(await renderIndex(isLogin, pageLanguage(request.headers.cookie, request.headers['accept-language'])));
  });
}

/**
 * TRUST_PROXY → Fastify. A hop count becomes "trust the nearest N hops"
 * (Fastify 5 itself trusts nothing for a bare number); addresses/CIDRs go
 * to proxy-addr as they are.
 */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** The app's languages (web/src/i18n/locales.ts). */
const PAGE_LANGUAGES = ['en', 'te', 'hi'] as const;

/**
 * The language of the first page: the member's choice (the `lang` cookie the app sets), else the
 * first of the browser's Accept-Language the app speaks, else English.
 */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): string {
  const chosen = /(?:^|;\s*)lang=(\w+)/.exec(cookie ?? '')?.[1];
  if (chosen && (PAGE_LANGUAGES as readonly string[]).includes(chosen)) return chosen;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q) };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q);
  return wanted.find((l) => (PAGE_LANGUAGES as readonly string[]).includes(l.base))?.base ?? 'en';
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
