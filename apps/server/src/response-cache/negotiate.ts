/** Picks the response encoding from Accept-Encoding: brotli, then gzip, else the body as it is. */
export type Encoding = 'br' | 'gzip' | 'identity';

export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? (name === 'x-gzip' ? 0 : (accepted.get('*') ?? 0))) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip') || allows('x-gzip')) return 'gzip';
  return 'identity';
}

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once.
const negotiated = new Map<string, Encoding>();
const NEGOTIATED_MAX = 256;

/** preferredEncoding, remembered per header value. */
export function negotiatedEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  if (typeof acceptEncoding !== 'string') return preferredEncoding(acceptEncoding);
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = preferredEncoding(acceptEncoding);
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}
