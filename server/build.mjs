// Bundles the server, the shared contract (which ships as TypeScript) and its pure-JavaScript
// npm packages into dist/server.js. Loading one file instead of some 400 modules from
// node_modules (each resolved, read and, for CommonJS, scanned) takes ~0.3 s off every boot.
// Packages with native code, worker files or data files read from their own folder stay
// external and load from node_modules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
// `--outfile <path>`: another place for the bundle (the tests of several instances build one of
// their own; it must stay inside the repository so its external packages resolve from node_modules).
const at = process.argv.indexOf('--outfile');
const outfile = at > 0 ? path.resolve(process.argv[at + 1]) : path.join(here, 'dist/server.js');

const common = {
  // Paths below are relative to this folder, whatever the caller's working directory.
  absWorkingDir: here,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: [
    'better-sqlite3', // native
    'sharp', // native
    'pg', // optional native binding (pg-native)
    'pino', // transports run worker files by path
    'pdfkit', // reads its font metrics from its own folder
    'harfbuzzjs', // loads its WebAssembly file from its own folder
    '@cj-tech-master/excelts',
    'csv-parse',
    'csv-stringify',
    // Loaded only when configured (a bucket, Redis): a single instance's boot does not read them.
    '@aws-sdk/client-s3',
    'ioredis',
  ],
  // CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  // The workspace contract is TypeScript source: bundle it instead of importing it at run time.
  alias: { '@d320b/contract': path.join(here, '../packages/contract/src/index.ts') },
  logLevel: 'warning',
};
await build({ ...common, entryPoints: ['src/server.ts'], outfile });
// The roster reader's worker (modules/roster/read-in-worker.ts starts it beside the server bundle).
const workerFile = path.join(path.dirname(outfile), 'roster-parse-worker.js');
await build({ ...common, entryPoints: ['src/modules/roster/parse-worker.ts'], outfile: workerFile });
console.log(`server built: ${path.relative(process.cwd(), outfile)}, ${path.relative(process.cwd(), workerFile)}`);
