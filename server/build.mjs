// Bundles the server (and the shared contract, which ships as TypeScript) into
// dist/server.js; npm packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The workspace contract is TypeScript source: bundle it instead of importing at runtime.
  alias: { '@d320b/contract': '../packages/contract/src/index.ts' },
  logLevel: 'warning',
});
console.log('server built: server/dist/server.js');
