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

type Compressed = Exclude<Encoding, 'identity'>;

/** What a hit writes: the headers (length and encoding included, made once) and the body. */
export interface Wire {
  readonly headers: Readonly<Record<string, string | string[] | number>>;
  readonly body: Buffer;
}

export interface CachedResponse {
  readonly version: number;
  readonly body: Buffer;
  readonly etag: string;
  /** What the miss was sent with, less what belongs to one response (length, encoding, cookies). */
  readonly headers: Readonly<Record<string, string | string[]>>;
  /** Shared by the copies of an entry re-stored to count a new variant's bytes. */
  readonly variants: Map<Compressed, Promise<Buffer>>;
  readonly sizes: Map<Compressed, number>;
  /** Ready-made hits per encoding, once that encoding's body exists: a hit then does no work but the write. */
  readonly wires: Map<Encoding, Wire>;
}

export function cachedResponse(fields: Omit<CachedResponse, 'variants' | 'sizes' | 'wires'>): CachedResponse {
  return { ...fields, variants: new Map(), sizes: new Map(), wires: new Map() };
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

function wireOf(entry: CachedResponse, encoding: Encoding, body: Buffer): Wire {
  let wire = entry.wires.get(encoding);
  if (!wire) {
    const headers = { ...entry.headers, 'x-cache': 'hit', 'content-length': body.length };
    wire = { headers: encoding === 'identity' ? headers : { ...headers, 'content-encoding': encoding }, body };
    entry.wires.set(encoding, wire);
  }
  return wire;
}

/** The hit of `encoding` if its body is made (always for the body as it is), without waiting. */
export function readyWire(entry: CachedResponse, encoding: Encoding): Wire | undefined {
  return entry.wires.get(encoding) ?? (encoding === 'identity' ? wireOf(entry, encoding, entry.body) : undefined);
}

/** The hit of `encoding`, making its body first if needed; `onNewVariant` runs once, when a variant has just been made. */
export async function encodedWire(entry: CachedResponse, encoding: Encoding, onNewVariant: () => void): Promise<Wire> {
  return readyWire(entry, encoding) ?? wireOf(entry, encoding, await encodedBody(entry, encoding, onNewVariant));
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
        wireOf(entry, encoding, buffer);
        onNewVariant();
      },
      () => entry.variants.delete(encoding),
    );
  }
  return variant;
}
