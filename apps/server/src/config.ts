/** Runtime configuration from the environment (design §4). A bad value fails fast with one line. */
import { z } from 'zod';

const optionalUrl = (protocols: RegExp) => z.url({ protocol: protocols }).optional();
const milliseconds = (fallback: number) => z.coerce.number().int().min(1).max(3_600_000).default(fallback);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  DATA_DIR: z.string().min(1).default('./.klama'),
  REDIS_URL: optionalUrl(/^rediss?$/),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  TMDB_API_KEY: z.string().min(1).optional(),
  TMDB_ACCESS_TOKEN: z.string().min(1).optional(),
  TMDB_BASE_URL: z.url().default('https://api.themoviedb.org/3'),
  SEED: z.enum(['sample', 'none']).default('sample'),
  SITE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional(),
  MAIL_FROM: z.string().min(3).max(320).optional(),
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(65536).default(64),
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(300).default(25),
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  REQUEST_TIMEOUT_MS: milliseconds(30_000),
  HEADERS_TIMEOUT_MS: milliseconds(10_000),
  IDLE_TIMEOUT_MS: milliseconds(60_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  JOB_POLL_MS: milliseconds(30_000),
  ADMIN_REQUIRE_2FA: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: address')
    .optional(),
  PUSH_ALLOW_LOOPBACK: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  PUSH_TIMEOUT_MS: milliseconds(10_000),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /** sign-ups one address may make in an hour (SIGNUPS_PER_IP_PER_HOUR) */
  signupsPerIpPerHour: number;
  jwtSecret: string | undefined;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  tmdb: { apiKey: string | undefined; accessToken: string | undefined; baseUrl: string };
  seed: 'sample' | 'none';
  siteUrl: string;
  logLevel: string;
  /** how often this instance polls the job queue (JOB_POLL_MS; decision 0047) */
  jobPollMs: number;
  trustProxy: boolean;
  /** Bound of the per-instance response cache of catalogue reads, in bytes (0: off). */
  responseCacheBytes: number;
  /** How far V8 lets the heap grow past what the last full collection kept, in percent (0: V8's own choice). */
  heapGrowthPercent: number;
  mail: {
    /** the mail server (SMTP_URL); unset: each message is written to DATA_DIR/outbox as an .eml file */
    smtpUrl: string | undefined;
    /** the From header (MAIL_FROM; default: K-lama at no-reply@ the site's host) */
    from: string;
  };
  push: {
    /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither); unset: a pair generated once into DATA_DIR */
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    /** VAPID_SUBJECT; default: SITE_URL when it is https:, else mailto: the MAIL_FROM address */
    subject: string;
    /** PUSH_ALLOW_LOOPBACK: https://127.0.0.1 and https://localhost pass as endpoints (tests, development) */
    allowLoopback: boolean;
    /** a push service silent for this long is given up on for now and retried later (PUSH_TIMEOUT_MS) */
    timeoutMs: number;
  };
  /** ADMIN_REQUIRE_2FA: every admin call refuses an admin without two-step sign-in (403). */
  adminRequire2fa: boolean;
  /** Serve the built SPA from apps/web/dist (off in API tests). */
  serveWeb: boolean;
  /** Bounds on what one client may hold: a slow or idle connection is closed, connections are capped. */
  limits: {
    /** the whole request (headers and body) must arrive within this, else 408 and the connection closes */
    requestTimeoutMs: number;
    /** the request line and headers must arrive within this */
    headersTimeoutMs: number;
    /** a connection with no traffic at all for this long is closed */
    idleTimeoutMs: number;
    /** an idle kept-alive connection between requests is closed after this */
    keepAliveTimeoutMs: number;
    /** connections beyond this many are refused */
    maxConnections: number;
  };
};

export class ConfigError extends Error {}

/** Without SITE_URL the site is where this server listens: a wildcard host means this machine. */
function defaultSiteUrl(host: string, port: number): string {
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

/** Who the push services may write to about our pushes: the site when it is https:, else the mail sender. */
function defaultVapidSubject(siteUrl: string, mailFrom: string): string {
  if (siteUrl.startsWith('https://')) return siteUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.JWT_SECRET)
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when DATABASE_URL is set (every instance must share it)');
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS)
    throw new ConfigError('Invalid configuration: HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  const siteUrl = (e.SITE_URL ?? defaultSiteUrl(e.HOST, e.PORT)).replace(/\/$/, '');
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY)
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (set both or neither)');
  const mailFrom = e.MAIL_FROM ?? `K-lama <no-reply@${new URL(siteUrl).hostname}>`;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    signupsPerIpPerHour: e.SIGNUPS_PER_IP_PER_HOUR,
    jwtSecret: e.JWT_SECRET,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    tmdb: { apiKey: e.TMDB_API_KEY, accessToken: e.TMDB_ACCESS_TOKEN, baseUrl: e.TMDB_BASE_URL },
    seed: e.SEED,
    siteUrl,
    mail: { smtpUrl: e.SMTP_URL, from: mailFrom },
    push: {
      vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      subject: e.VAPID_SUBJECT ?? defaultVapidSubject(siteUrl, mailFrom),
      allowLoopback: e.PUSH_ALLOW_LOOPBACK === 'true',
      timeoutMs: e.PUSH_TIMEOUT_MS,
    },
    logLevel: e.LOG_LEVEL,
    jobPollMs: e.JOB_POLL_MS,
    trustProxy: e.TRUST_PROXY === 'true',
    responseCacheBytes: Math.round(e.RESPONSE_CACHE_MB * 1024 * 1024),
    heapGrowthPercent: e.HEAP_GROWTH_PERCENT,
    adminRequire2fa: e.ADMIN_REQUIRE_2FA === 'true',
    serveWeb: true,
    limits: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      idleTimeoutMs: e.IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
    },
  };
}
