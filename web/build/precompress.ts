/**
 * Writes `.br` and `.gz` siblings of text assets after the build. The server
 * serves these directly (fastify-static `preCompressed`), so phones on slow
 * links get Brotli without the server compressing on every request.
 * The `.gz` copies come from Zopfli: ordinary gzip that any browser reads, a few
 * per cent smaller than zlib's best level, paid once at build time (a cold /login
 * over gzip is ~3 KB lighter).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|webmanifest|json|txt)$/;
/** Below this a compressed copy saves less than the extra header costs. */
const MIN_BYTES = 512;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'd320b:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // 'post' + sequential: runs after vite-plugin-pwa has written sw.js in its own closeBundle.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for (const file of walk(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const source = readFileSync(file);
          if (source.length < MIN_BYTES) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }));
          writeFileSync(`${file}.gz`, await gzipAsync(source, { numiterations: 15 }));
        }
      },
    },
  };
}
