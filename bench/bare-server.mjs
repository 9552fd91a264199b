/**
 * The baseline of the API bench: a bare Fastify app (no plugins, no hooks, default logger off) whose
 * one route answers stored bytes. The bench puts each call's real answer here (PUT /bytes/:key) and
 * then loads POST /bare/:key with the same request as the real call, so "× bare" compares the real
 * handler with the least Fastify can do to answer the same JSON bytes on the same machine, same run.
 *
 *   node bench/bare-server.mjs   -> prints {"port": N} on stdout when listening
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 });
const bytes = new Map();

app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
app.put('/bytes/:key', async (req) => {
  bytes.set(req.params.key, req.body);
  return { ok: true, bytes: req.body.length };
});
app.post('/bare/:key', async (req, reply) => {
  const body = bytes.get(req.params.key);
  if (!body) return reply.code(404).send({ status: false, message: 'no bytes' });
  return reply.type('application/json; charset=utf-8').send(body);
});
app.get('/health', async () => ({ status: true }));

await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(JSON.stringify({ port: app.server.address().port }) + '\n');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
