import '@tubesphere/shared/contract/korean-messages';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { parseSafeFetchTestAllowlist } from './lib/safe-fetch.ts';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value),
    );

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/**
 * Unless NODE_ENV says otherwise, the compiled server (`npm start`, `npm run serve`, the
 * container) runs in production and TypeScript run from source (`npm run dev:server`) in
 * development: what runs is what was shipped (docs/decisions/065-compiled-server.md).
 */
const DEFAULT_NODE_ENV = import.meta.url.endsWith('.ts') ? 'development' : 'production';

/** What a bucket cannot be reached without; S3_ENDPOINT may stay unset (Amazon S3, by region). */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default(DEFAULT_NODE_ENV),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText.refine((value) => !value || /^postgres(ql)?:\/\//.test(value), {
      message: 'must be a postgres:// URL (leave unset for SQLite)',
    }),
    UPLOAD_DIR: optionalText,
    /** Where uploads are kept: `local` (UPLOAD_DIR, the default) or `s3` (an S3-compatible bucket, the S3_* settings). */
    UPLOAD_STORAGE: z.enum(['local', 's3', '']).optional(),
    /** Leave unset for Amazon S3 itself; a MinIO or other S3-compatible server's address otherwise. */
    S3_ENDPOINT: optionalText.refine((value) => !value || /^https?:\/\/[^/?#]+\/?$/.test(value), {
      message: 'must be an http(s) origin, e.g. http://minio:9000',
    }),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** 1 for MinIO-style servers that address buckets by path (http://host/bucket/key), not by host name. */
    S3_FORCE_PATH_STYLE: flag(false),
    WEB_DIST_DIR: optionalText,
    SEED_DEMO: flag(true),
    ADMIN_EMAIL: z.string().email().default('admin@tubesphere.kr'),
    ADMIN_PASSWORD: optionalText,
    ADMIN_KEY: optionalText,
    COOKIE_SECURE: flag(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    YOUTUBE_API_KEY: optionalText,
    YOUTUBE_API_BASE_URL: z.string().url().default('https://www.googleapis.com/youtube/v3'),
    YOUTUBE_OEMBED_URL: z.string().url().default('https://www.youtube.com/oembed'),
    NEWSAPI_KEY: optionalText,
    NEWSAPI_BASE_URL: z.string().url().default('https://newsapi.org/v2'),
    NAVER_CLIENT_ID: optionalText,
    NAVER_CLIENT_SECRET: optionalText,
    NAVER_API_BASE_URL: z.string().url().default('https://openapi.naver.com/v1'),
    DATA_GO_KR_KEY: optionalText,
    DATA_GO_KR_BASE_URL: z.string().url().default('https://apis.data.go.kr'),
    DEMO_PROVIDERS: flag(false),
    /** Guest feed/search pages are cached this long in each process; 0 turns it off (the default in tests). */
    FEED_CACHE_TTL_MS: optionalText.pipe(z.coerce.number<string | undefined>().int().min(0).max(60_000).optional()),
    RANKING_COLLECT_INTERVAL_HOURS: optionalText.pipe(
      z.coerce
        .number<string | undefined>()
        .refine((hours) => hours === 0 || (hours >= 0.5 && hours <= 168), 'must be 0 (off) or 0.5 to 168 hours')
        .optional(),
    ),
    RANKING_REGIONS: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z]{2}(,[A-Za-z]{2})*$/, 'must be two-letter region codes separated by commas, e.g. KR,US,JP,GB')
        .optional(),
    ),
    RANKING_DAILY_BUDGET: optionalText.pipe(z.coerce.number<string | undefined>().int().min(0).max(10_000).optional()),
    /** How long a write waits for a database lock (or, on PostgreSQL, a connection) before answering 503. */
    DB_WRITE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    /** SQLite: read-only connections in worker threads for slow reads (db/read-pool.ts); 0 = none. */
    SQLITE_READ_WORKERS: z.coerce.number().int().min(0).max(16).default(2),
    /** Periodic jobs (purges …) on their schedules; off by default under NODE_ENV=test. */
    JOBS_ENABLED: z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', '']).optional(),
    /** Sign-up's proof-of-work (ALTCHA): adaptive (a network's 4th sign-up in an hour), always, off; off under NODE_ENV=test. */
    SIGNUP_CHALLENGE: z.enum(['adaptive', 'always', 'off']).optional(),
    /** 중복 게시 방지: hours in which one member's same text is refused (409); 0 = off; off under NODE_ENV=test. */
    DUPLICATE_TEXT_HOURS: z.coerce.number().int().min(0).max(24).optional(),
    /** The key that signs sign-up challenges; unset = a random one per process (one process only). */
    ALTCHA_HMAC_KEY: optionalText,
    /** Which proxies' X-Forwarded-For to believe (lib/trust-proxy.ts); unset = none, the socket decides. */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'object' && 'problem' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.problem });
          return z.NEVER;
        }
        return parsed;
      }),
    /** Multiplies every rate-limit allowance (plugins/app/rate-limits.ts); tests and load runs raise it. */
    RATE_LIMIT_SCALE: optionalText.pipe(z.coerce.number<string | undefined>().min(0.01).max(100_000).optional()),
    /** The site's public address (https://tubesphere.kr): canonical URLs, sitemap, RSS, Open Graph. */
    SITE_URL: optionalText.pipe(
      z
        .string()
        .url()
        .refine(
          (value) => /^https?:\/\/[^/?#]+\/?$/.test(value),
          'must be an http(s) origin, e.g. https://tubesphere.kr',
        )
        .optional(),
    ),
    /** Outbound mail (modules/mail): smtp://user:pass@host:587, smtps:// for TLS; unset = mail stays in the outbox. */
    SMTP_URL: optionalText.refine((value) => !value || /^smtps?:\/\//.test(value), {
      message: 'must be an smtp:// or smtps:// URL',
    }),
    MAIL_FROM: z.string().default('튜브스피어 <no-reply@tubesphere.kr>'),
    /** Web push (modules/push): the VAPID key pair, base64url; unset = generated at first start and kept in the database. */
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    /** Who push services may contact about our pushes: mailto: or https:; unset = mailto: of ADMIN_EMAIL. */
    VAPID_SUBJECT: optionalText.refine((value) => !value || /^(mailto:|https:\/\/)/.test(value), {
      message: 'must be a mailto: or https:// URL',
    }),
    /** Test-only (NODE_ENV=test): push endpoints may be http:// and on loopback (a local test push service). */
    WEB_PUSH_ALLOW_HTTP: flag(false),
    /** 쪽지 (modules/messages): the 등급 a member needs to start a conversation; anyone may answer. */
    MESSAGE_START_MIN_TRUST_LEVEL: z.coerce.number().int().min(0).max(4).default(1),
    /** 카카오 / 네이버 / Google sign-in (modules/oauth): a provider without its id and secret shows no button. */
    KAKAO_CLIENT_ID: optionalText,
    KAKAO_CLIENT_SECRET: optionalText,
    KAKAO_AUTH_BASE_URL: z.string().url().default('https://kauth.kakao.com'),
    KAKAO_API_BASE_URL: z.string().url().default('https://kapi.kakao.com'),
    NAVER_LOGIN_CLIENT_ID: optionalText,
    NAVER_LOGIN_CLIENT_SECRET: optionalText,
    NAVER_AUTH_BASE_URL: z.string().url().default('https://nid.naver.com'),
    NAVER_PROFILE_URL: z.string().url().default('https://openapi.naver.com/v1/nid/me'),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_AUTH_BASE_URL: z.string().url().default('https://accounts.google.com'),
    GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
    /** Test-only (NODE_ENV=test): loopback host:port pairs the link-preview fetcher may reach. */
    SAFE_FETCH_TEST_ALLOW: optionalText,
    /** One log line per request at info (plugins/app/request-log.ts); on by default in production. */
    ACCESS_LOG: z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', '']).optional(),
    /** On SIGTERM/SIGINT, how long requests in flight may take to finish (startup/shutdown.ts). */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** Live notification streams (modules/notifications/stream): a keep-alive line this often. */
    NOTIFICATION_HEARTBEAT_SECONDS: z.coerce.number().min(1).max(300).default(25),
    /** Streams (browser tabs) one user may hold open in one process; one more closes the oldest. */
    NOTIFICATION_STREAMS_PER_USER: z.coerce.number().int().min(1).max(50).default(5),
    /** Streams one process holds at most; more are refused with 503 until some close. */
    NOTIFICATION_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    // Named one by one at start-up, rather than a failed upload later.
    if (env.UPLOAD_STORAGE !== 's3') return;
    for (const key of S3_REQUIRED) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'must be set when UPLOAD_STORAGE=s3' });
    }
  });

export type Env = z.input<typeof envSchema>;

/** An S3-compatible bucket for uploads (modules/uploads/storage/s3-storage.ts). */
export interface S3StorageConfig {
  /** null: Amazon S3's own address for the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** The upload folder; used while uploadStorage is local. */
  uploadDir: string;
  /** Where uploaded images live: this machine's uploadDir, or a bucket every replica shares. */
  uploadStorage: { kind: 'local' } | { kind: 's3'; s3: S3StorageConfig };
  /** Built web app; when missing the server answers the API only. */
  webDistDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  /** db/connection.ts: how long a write waits for a lock or a connection before it fails with 503. */
  databaseWriteWaitMs: number;
  /** db/read-pool.ts: SQLite read-only connections in worker threads (0 = reads on the main connection). */
  sqliteReadWorkers: number;
  seedDemo: boolean;
  admin: { email: string; password: string; passwordGenerated: boolean; key: string; keyGenerated: boolean };
  cookieSecure: boolean;
  logLevel: string;
  providers: {
    youtube: { key?: string; baseUrl: string; oembedUrl: string };
    newsapi: { key?: string; baseUrl: string };
    naver: { clientId?: string; clientSecret?: string; baseUrl: string };
    dataGoKr: { key?: string; baseUrl: string };
    demo: boolean;
  };
  /** Test-only loopback host:port pairs that skip the SSRF address check (lib/safe-fetch.ts). */
  safeFetchTestAllowlist: string[];
  /** Sign-up's proof-of-work challenge (docs/decisions/221-spam-defences.md). */
  signupChallenge: { mode: 'adaptive' | 'always' | 'off'; hmacKey?: string };
  /** Hours in which a member's same post or comment text is refused; 0 = never. */
  duplicateTextHours: number;
  /** plugins/app/jobs.ts: run periodic jobs on their schedules (tests run them on demand instead). */
  jobsEnabled: boolean;
  /** plugins/app/read-cache.ts: how long a cached guest page may be served; 0 = no cache. */
  feedCacheTtlMs: number;
  /** The ranking collector (modules/rankings/collector). */
  rankings: { intervalHours: number; regions: string[]; dailyBudget: number };
  /** Proxies whose X-Forwarded-For is believed: none (false), a hop count, or addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** Every rate-limit allowance is multiplied by this (1 in production). */
  rateLimitScale: number;
  /** plugins/app/request-log.ts: an access line per request at info. */
  accessLog: boolean;
  /** startup/shutdown.ts: how long requests in flight may finish after SIGTERM. */
  shutdownGraceMs: number;
  /** Live notification streams (modules/notifications/stream/hub.ts). */
  notifications: { heartbeatMs: number; streamsPerUser: number; maxStreams: number };
  /**
   * The site's public origin without a trailing slash (SITE_URL), or null: links then use the
   * address each request came to (lib/site-url.ts).
   */
  siteUrl: string | null;
  /** Outbound mail (modules/mail): without an SMTP URL mails wait in the outbox (/admin/mail). */
  mail: { smtpUrl: string | null; from: string };
  /** Web push (modules/push): keys from the environment, or null each to generate and store them. */
  push: { publicKey: string | null; privateKey: string | null; subject: string; allowHttp: boolean };
  /** 쪽지 (modules/messages). */
  messages: { startMinTrustLevel: number };
  /** Sign-in providers (modules/oauth); one without credentials is off. */
  oauth: {
    kakao: { clientId?: string; clientSecret?: string; authBaseUrl: string; apiBaseUrl: string };
    naver: { clientId?: string; clientSecret?: string; authBaseUrl: string; profileUrl: string };
    google: { clientId?: string; clientSecret?: string; authBaseUrl: string; tokenUrl: string };
  };
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Reads the environment once at start-up; a bad value stops the process with the names of the
 * offending keys rather than failing later in a request.
 */
export function loadConfig(env: NodeJS.ProcessEnv | Env = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const adminPassword = e.ADMIN_PASSWORD ?? randomBytes(9).toString('base64url');
  const adminKey = e.ADMIN_KEY ?? randomBytes(18).toString('base64url');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    uploadStorage:
      e.UPLOAD_STORAGE === 's3'
        ? {
            kind: 's3',
            s3: {
              endpoint: e.S3_ENDPOINT ? e.S3_ENDPOINT.replace(/\/$/, '') : null,
              // Checked by the schema's refinement above.
              bucket: e.S3_BUCKET as string,
              region: e.S3_REGION as string,
              accessKeyId: e.S3_ACCESS_KEY_ID as string,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            },
          }
        : { kind: 'local' },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'tubesphere.db') },
    databaseWriteWaitMs: e.DB_WRITE_WAIT_MS,
    sqliteReadWorkers: e.SQLITE_READ_WORKERS,
    seedDemo: e.SEED_DEMO,
    admin: {
      email: e.ADMIN_EMAIL.toLowerCase(),
      password: adminPassword,
      passwordGenerated: e.ADMIN_PASSWORD === undefined,
      key: adminKey,
      keyGenerated: e.ADMIN_KEY === undefined,
    },
    cookieSecure: e.COOKIE_SECURE,
    logLevel: e.LOG_LEVEL,
    providers: {
      youtube: { key: e.YOUTUBE_API_KEY, baseUrl: e.YOUTUBE_API_BASE_URL, oembedUrl: e.YOUTUBE_OEMBED_URL },
      newsapi: { key: e.NEWSAPI_KEY, baseUrl: e.NEWSAPI_BASE_URL },
      naver: { clientId: e.NAVER_CLIENT_ID, clientSecret: e.NAVER_CLIENT_SECRET, baseUrl: e.NAVER_API_BASE_URL },
      dataGoKr: { key: e.DATA_GO_KR_KEY, baseUrl: e.DATA_GO_KR_BASE_URL },
      demo: e.DEMO_PROVIDERS,
    },
    safeFetchTestAllowlist: parseSafeFetchTestAllowlist(e.SAFE_FETCH_TEST_ALLOW, e.NODE_ENV),
    // Tests sign many members up from one address; the challenge's own tests turn it on.
    signupChallenge: {
      mode: e.SIGNUP_CHALLENGE ?? (e.NODE_ENV === 'test' ? 'off' : 'adaptive'),
      hmacKey: e.ALTCHA_HMAC_KEY,
    },
    // Tests post the same fixture text many times; the rule's own tests turn it on.
    duplicateTextHours: e.DUPLICATE_TEXT_HOURS ?? (e.NODE_ENV === 'test' ? 0 : 24),
    jobsEnabled: e.JOBS_ENABLED ? ['1', 'true', 'yes', 'on'].includes(e.JOBS_ENABLED) : e.NODE_ENV !== 'test',
    // Tests write rows straight to the database, which no cache could notice; they opt in.
    feedCacheTtlMs: e.FEED_CACHE_TTL_MS ?? (e.NODE_ENV === 'test' ? 0 : 2000),
    rankings: {
      // Tests and e2e start servers on purpose-built data; they collect when they say so.
      intervalHours: e.RANKING_COLLECT_INTERVAL_HOURS ?? (e.NODE_ENV === 'test' ? 0 : 6),
      regions: [...new Set((e.RANKING_REGIONS ?? 'KR,US,JP,GB').toUpperCase().split(','))],
      dailyBudget: e.RANKING_DAILY_BUDGET ?? 3000,
    },
    trustProxy: e.TRUST_PROXY,
    rateLimitScale: e.RATE_LIMIT_SCALE ?? 1,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    accessLog: e.ACCESS_LOG ? ['1', 'true', 'yes', 'on'].includes(e.ACCESS_LOG) : e.NODE_ENV === 'production',
    notifications: {
      heartbeatMs: Math.round(e.NOTIFICATION_HEARTBEAT_SECONDS * 1000),
      streamsPerUser: e.NOTIFICATION_STREAMS_PER_USER,
      maxStreams: e.NOTIFICATION_STREAMS_MAX,
    },
    siteUrl: e.SITE_URL ? e.SITE_URL.replace(/\/$/, '') : null,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    push: pushConfig(e),
    messages: { startMinTrustLevel: e.MESSAGE_START_MIN_TRUST_LEVEL },
    oauth: {
      kakao: {
        clientId: e.KAKAO_CLIENT_ID,
        clientSecret: e.KAKAO_CLIENT_SECRET,
        authBaseUrl: e.KAKAO_AUTH_BASE_URL.replace(/\/$/, ''),
        apiBaseUrl: e.KAKAO_API_BASE_URL.replace(/\/$/, ''),
      },
      naver: {
        clientId: e.NAVER_LOGIN_CLIENT_ID,
        clientSecret: e.NAVER_LOGIN_CLIENT_SECRET,
        authBaseUrl: e.NAVER_AUTH_BASE_URL.replace(/\/$/, ''),
        profileUrl: e.NAVER_PROFILE_URL,
      },
      google: {
        clientId: e.GOOGLE_CLIENT_ID,
        clientSecret: e.GOOGLE_CLIENT_SECRET,
        authBaseUrl: e.GOOGLE_AUTH_BASE_URL.replace(/\/$/, ''),
        tokenUrl: e.GOOGLE_TOKEN_URL,
      },
    },
  };
}

/** Both VAPID keys or neither (a lone key cannot sign or be checked); plain http only in tests. */
function pushConfig(e: z.output<typeof envSchema>): AppConfig['push'] {
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  if (e.WEB_PUSH_ALLOW_HTTP && e.NODE_ENV !== 'test') {
    throw new Error('Invalid configuration:\n  WEB_PUSH_ALLOW_HTTP: only allowed with NODE_ENV=test');
  }
  return {
    publicKey: e.VAPID_PUBLIC_KEY ?? null,
    privateKey: e.VAPID_PRIVATE_KEY ?? null,
    subject: e.VAPID_SUBJECT ?? `mailto:${e.ADMIN_EMAIL.toLowerCase()}`,
    allowHttp: e.WEB_PUSH_ALLOW_HTTP,
  };
}
