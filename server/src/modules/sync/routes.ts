import zlib from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import compress from '@fastify/compress';

import { registerCall } from '../../lib/call-route.js';
import { sharedSecret } from '../../lib/secrets.js';
import { todayIn } from '../../lib/time.js';
import { viewerOf } from '../../access/privacy.js';
import { syncPage, withPrivacy } from './service.js';

const syncRoutes: FastifyPluginAsync = async (app) => {
  // Scoped to this plugin: the sync answers are the large ones (a first copy is ~1 MB of JSON).
  // Brotli at quality 5 compresses almost as well as 11 at a fraction of the CPU.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // The key of the cursors' MAC: a cursor continues only for the account it was given to, on any
  // instance (one key for all, lib/secrets.ts).
  const key = await sharedSecret(app.db, 'sync-cursor-key', { dataDir: app.appConfig.dataDir, now: app.now() });

  registerCall(app, 'sync/delta', async ({ input, member }) => {
    const today = todayIn(app.appConfig.district.timeZone, app.now());
    const answer = await syncPage(app.db, today, { memberId: member.id, key, reads: app.reads }, input);
    const data = await withPrivacy(app.db, await viewerOf(app.db, member), answer.data);
    return { status: true as const, message: 'Changes.', ...answer, data };
    // Thousands of rows: the tests check these answers against the contract (sync.test.ts).
  }, { checkResponse: false });
};

export default syncRoutes;
