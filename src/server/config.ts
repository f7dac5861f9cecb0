import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { publicConfigResponse } from '~/shared/schemas/public-config';

/** Unset and empty both mean "not configured". */
const optionalUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.url().optional(),
);

/** The site's address: an http(s) origin (no path: the app is served at the root), kept without a trailing slash. */
const publicUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .refine((v) => {
      try {
        const u = new URL(v);
        const web = u.protocol === 'http:' || u.protocol === 'https:';
        return web && u.pathname === '/' && !u.search && !u.hash && !u.username;
      } catch {
        return false;
      }
    }, "must be the site's http(s) address without a path, e.g. https://hatchery.example.org")
    .transform((v) => new URL(v).origin)
    .optional(),
);

/** PostgreSQL's connection URL; another scheme would only fail later, at the first query. */
const databaseUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Unset: http://localhost:<the port actually served>, so `PORT=3203 npm start` just works. */
  PUBLIC_URL: publicUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: databaseUrl,
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style URLs (endpoint/bucket/key), as MinIO and most S3-compatible servers want. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** How often the upload sweeper runs (0 = only at boot), and how old a leftover must be. */
  STORAGE_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(600),
  STORAGE_SWEEP_GRACE_SECONDS: z.coerce.number().int().min(0).default(3600),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Hatchery <no-reply@hatchery.local>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Sign-in / sign-up attempts per client address per window (better-auth rate limit). */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  // Failed sign-ins in a row per account from one address, and per account from anywhere (the
  // latter only for devices without the account's known-device cookie), before a wait of
  // AUTH_ACCOUNT_BLOCK_SECONDS (docs/operations.md, Sign-in limits).
  AUTH_ACCOUNT_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_ACCOUNT_BLOCK_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Failed sign-ins per client address in an hour, whatever the accounts, before the same wait. */
  AUTH_ADDRESS_FAILURE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Extra CSP connect-src sources (space-separated), e.g. wallet RPC endpoints. */
  CSP_CONNECT_SRC: z.string().default(''),
  /** Accepted applications per client address per window; refusals do not count (decision 0010). */
  SUBMISSION_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  SUBMISSION_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /**
   * Flood cap: submission attempts of any outcome per client address per window. Unset: 30, or six
   * times SUBMISSION_RATE_LIMIT when that is higher.
   */
  SUBMISSION_ATTEMPT_LIMIT: z.coerce.number().int().min(1).optional(),
  /** Behind one reverse proxy: take the client address from the last X-Forwarded-For entry. */
  TRUST_PROXY: z.stringbool().default(false),
  // Lets admin-entered RPC URLs reach loopback and private ranges (a local chain); off by default.
  RPC_ALLOW_PRIVATE: z.stringbool().default(false),
  /**
   * The footer's outbound links (spec section 1). There are no real Hatchery sites to default to,
   * so unset means the link is not shown, rather than a link to a made-up domain.
   */
  LINK_VIDEO_CHANNEL: optionalUrl,
  LINK_LAUNCH_APP: optionalUrl,
  LINK_GOVERNANCE: optionalUrl,
  LINK_DONATE: optionalUrl,
  DEMO_SEED: z.stringbool().default(false),
  /** Set by `npm run demo` when it started its local hardhat chain: demo contracts are deployed there. */
  DEMO_CHAIN_RPC_URL: optionalUrl,
  /** The capital auto-sync (issue 10); unset means on, except under NODE_ENV=test and in the demo. */
  CAPITAL_SYNC_SCHEDULER: z.stringbool().optional(),
  /** Chain reads the auto-sync may make per minute across all projects (spec section 7: 50). */
  CAPITAL_SYNC_READS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(50),
  /** Sourcify's API (ABI intake after the network's explorer); tests point it at a local server. */
  SOURCIFY_URL: z.url().default('https://sourcify.dev/server'),
  /** How long each ABI source (explorer, Sourcify) may take before the next one is tried. */
  ABI_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Bearer token for GET /metrics; unset turns /metrics off (404). */
  METRICS_TOKEN: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  /** On SIGTERM: how long in-flight requests may take before their connections are cut. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** How often the mail retry job runs (once across all instances). */
  /** Pace of mail sent in batches (released decisions), so a release never floods the SMTP relay. */
  MAIL_BATCH_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  MAIL_RETRY_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /**
   * Blocks a log must be buried under before the indexer and the monitor watcher read it (reorg
   * safety); CHAIN_CONFIRMATIONS_PER_CHAIN overrides it per chain id, e.g. `43114=12,43113=3`.
   */
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(0).max(1000).default(3),
  CHAIN_CONFIRMATIONS_PER_CHAIN: z
    .string()
    .regex(/^(\s*\d+\s*=\s*\d+\s*(,|$))*$/, 'CHAIN_CONFIRMATIONS_PER_CHAIN must look like 43114=12,43113=3')
    .default(''),
  /** The widest block range one eth_getLogs call asks for; the indexer halves it when an RPC refuses. */
  CHAIN_LOG_RANGE: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  /** How often the monitor watcher reads new blocks (once across all instances). */
  /** Lets monitor webhooks reach loopback and private ranges (tests, an intranet receiver); off by default. */
  WEBHOOK_ALLOW_PRIVATE: z.stringbool().default(false),
  MONITOR_POLL_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(5000),
  FAQ_VIDEO_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,20}$/)
    .default('dQw4w9WgXcQ'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL'> {
  PUBLIC_URL: string;
  /** PUBLIC_URL was not set: boot() points it at the port it listens on (PORT=0 included). */
  publicUrlIsDefault: boolean;
  /** CAPITAL_SYNC_SCHEDULER resolved: true unless turned off or running tests or the demo. */
  capitalSyncScheduler: boolean;
  authSecret: string;
  dbDir: string;
  uploadsDir: string;
  /** Links and ids the browser may know; served at GET /api/config. */
  publicConfig: z.output<typeof publicConfigResponse>;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value names its variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // One line per variable, so a log shows each mistake whole.
    const lines = parsed.error.issues.map((i) => `Invalid configuration: ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(lines.join('\n'));
  }
  const e = parsed.data;
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  // Each host would keep its own uploads on its disk, which the other instances cannot serve.
  if (e.STORAGE_DRIVER === 'local' && e.S3_BUCKET) {
    throw new ConfigError(
      'Invalid configuration: STORAGE_DRIVER: is local (the default) while S3_BUCKET is set: ' +
        'set STORAGE_DRIVER=s3 to store files in the bucket, or unset S3_BUCKET',
    );
  }
  // Half a key pair would silently fall back to the SDK's other credentials (or none).
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration: S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set',
    );
  }
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    PUBLIC_URL: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    publicUrlIsDefault: !e.PUBLIC_URL,
    DATA_DIR: dataDir,
    dbDir: path.join(dataDir, 'db'),
    uploadsDir: path.join(dataDir, 'uploads'),
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    // The demo's seeded capital figures point at made-up addresses; reading them would zero them.
    capitalSyncScheduler: e.CAPITAL_SYNC_SCHEDULER ?? (e.NODE_ENV !== 'test' && !e.DEMO_SEED),
    publicConfig: {
      links: {
        videoChannel: e.LINK_VIDEO_CHANNEL ?? null,
        launchApp: e.LINK_LAUNCH_APP ?? null,
        governance: e.LINK_GOVERNANCE ?? null,
        donate: e.LINK_DONATE ?? null,
      },
      faqVideoId: e.FAQ_VIDEO_ID,
    },
  };
}

/** A per-install random secret, kept in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  try {
    return readOrCreateSecretFile(dataDir);
  } catch (err) {
    throw new ConfigError(
      `Invalid configuration: DATA_DIR: cannot keep the auth secret in ${dataDir} (${(err as Error).message})`,
    );
  }
}

function readOrCreateSecretFile(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
