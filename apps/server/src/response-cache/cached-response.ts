/** A cached 200 response: the serialised body once, its ETag, and each compressed variant made once, on first demand. */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from './negotiate.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Below this a compressed body saves less than its headers cost (the same threshold as @fastify/compress).
const COMPRESS_THRESHOLD = 1024;
// Compressed once per catalogue version, so a little more effort than on-the-fly compression, yet fast on a cold miss.
const BROTLI_QUALITY = 6;

export interface CachedResponse {
  readonly version: number;
  readonly body: Buffer;
  readonly etag: string;
  /** What the miss was sent with, less what belongs to one response (length, encoding, cookies). */
  readonly headers: Readonly<Record<string, string | string[]>>;
  /** Shared by the copies of an entry re-stored to count a new variant's bytes. */
  readonly variants: Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>;
  readonly sizes: Map<Exclude<Encoding, 'identity'>, number>;
}

export function cachedResponse(fields: Omit<CachedResponse, 'variants' | 'sizes'>): CachedResponse {
  return { ...fields, variants: new Map(), sizes: new Map() };
}

export function bytesOf(entry: CachedResponse, key: string): number {
  let bytes = entry.body.length + key.length * 2 + 1024; // the key, the headers and the bookkeeping
  for (const size of entry.sizes.values()) bytes += size;
  return bytes;
}

/** The encoding actually used for a body: small bodies go as they are. */
export function encodingFor(entry: CachedResponse, wanted: Encoding): Encoding {
  return entry.body.length < COMPRESS_THRESHOLD ? 'identity' : wanted;
}

/** The body in `encoding`; `onNewVariant` runs once, when a variant has just been made. */
export async function encodedBody(entry: CachedResponse, encoding: Encoding, onNewVariant: () => void): Promise<Buffer> {
  if (encoding === 'identity') return entry.body;
  let variant = entry.variants.get(encoding);
  if (!variant) {
    variant =
      encoding === 'br'
        ? brotli(entry.body, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
          })
        : gzipAsync(entry.body, { level: 6 });
    entry.variants.set(encoding, variant);
    variant.then(
      (buffer) => {
        entry.sizes.set(encoding, buffer.length);
        onNewVariant();
      },
      () => entry.variants.delete(encoding),
    );
  }
  return variant;
}
