// Bundles the server (and the shared contract, which ships as TypeScript) into
// dist/server.js; npm packages stay external and load from node_modules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

await build({
  // Paths below are relative to this folder, whatever the caller's working directory.
  absWorkingDir: here,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The workspace contract is TypeScript source: bundle it instead of importing it at run time
  // (an alias is resolved before the `packages: 'external'` rule, so it is bundled).
  alias: { '@d320b/contract': path.join(here, '../packages/contract/src/index.ts') },
  logLevel: 'warning',
});
console.log('server built: server/dist/server.js');
