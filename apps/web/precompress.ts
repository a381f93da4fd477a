/**
 * Build step: writes `.br` (brotli, best quality) and `.gz` (gzip level 9) beside every compressible file of the
 * build, index.html included. The server sends them as they are (@fastify/static `preCompressed`): the best
 * compression, paid once at build time instead of on every request.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
// below this the encoded file saves less than its headers cost; @fastify/static then sends the original
const MIN_BYTES = 1024;
// the best brotli quality is slow on big files: the largest chunks (the video players' streaming libraries,
// loaded only on play) get a quality almost as good at a fraction of the build time
const BEST_QUALITY_UP_TO_BYTES = 512 * 1024;

export function precompress(): Plugin {
  return {
    name: 'klama:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(dir, file);
            const body = await readFile(path);
            if (body.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_QUALITY]: body.length <= BEST_QUALITY_UP_TO_BYTES ? constants.BROTLI_MAX_QUALITY : 9,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzipAsync(body, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}
