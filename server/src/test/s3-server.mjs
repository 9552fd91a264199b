#!/usr/bin/env node
/**
 * A real S3-compatible server (s3rver, from the npm registry) as its own process, for the tests of
 * the bucket image store and of several instances:
 *
 *   node server/src/test/s3-server.mjs <folder> <bucket> [port]
 *
 * Keeps the bucket's objects in <folder> (so a restarted server finds them again), listens on
 * 127.0.0.1 (port 0: any free one) and prints `s3 listening on <port>` once it answers. Access
 * key and secret are both S3RVER. Stops on SIGTERM/SIGINT.
 */
import S3rver from '@20minutes/s3rver';

const [folder, bucket, port = '0'] = process.argv.slice(2);
if (!folder || !bucket) {
  console.error('usage: s3-server.mjs <folder> <bucket> [port]');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory: folder,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
const address = await server.run();
console.log(`s3 listening on ${address.port}`);
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
