// Configuration from the environment, validated once at start with a clear message per bad value.
import { isIP } from 'node:net';
import { z } from 'zod';

/** Express's named address ranges for `trust proxy`. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(item: string): boolean {
  if (PROXY_RANGES.includes(item)) return true;
  const [address, bits, ...rest] = item.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** 0 picks a free port (tests). */
    PORT: z.coerce
      .number({ error: 'PORT must be a number between 0 and 65535' })
      .int('PORT must be a whole number')
      .min(0, 'PORT must be between 0 and 65535')
      .max(65535, 'PORT must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
      .optional(),
    EVENT_STORE: z.enum(['postgres', 'esdb'], { error: 'EVENT_STORE must be "postgres" or "esdb"' }).default('postgres'),
    EVENTSTORE_URL: z
      .string()
      .regex(/^(esdb|kurrentdb)(\+discover)?:\/\//, 'EVENTSTORE_URL must be an esdb:// connection string')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
      .optional(),
    /** Prefix of the socket.io channels in Redis: shops (or test runs) sharing one Redis keep apart by it. */
    REDIS_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_.:#-]{1,64}$/, 'REDIS_KEY must be 1 to 64 letters, digits or _.:#-')
      .default('socket.io'),
    /** Where the embedded PostgreSQL keeps its files when DATABASE_URL is not set. */
    DATA_DIR: z.string().min(1).default('.data'),
    /** Origins allowed to open a socket besides the page's own (comma separated). */
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ),
    /**
     * Addresses whose X-Forwarded-For the API believes (Express's `trust proxy`): the reverse
     * proxy in front, so per-IP limits see each shopper's address. Comma separated addresses,
     * CIDR ranges or loopback / linklocal / uniquelocal; trust nothing that is not your proxy.
     */
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .transform((s) =>
        s
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .refine((items) => items.length > 0 && items.every(isProxyAddress), {
        error: 'TRUST_PROXY must be comma separated IP addresses, CIDR ranges or loopback, linklocal, uniquelocal',
      }),
    /** The projector's own health endpoint (GET /health on this port, for the orchestrator); unset → none. */
    PROJECTOR_HEALTH_PORT: z.coerce
      .number({ error: 'PROJECTOR_HEALTH_PORT must be a number between 0 and 65535' })
      .int('PROJECTOR_HEALTH_PORT must be a whole number')
      .min(0, 'PROJECTOR_HEALTH_PORT must be between 0 and 65535')
      .max(65535, 'PROJECTOR_HEALTH_PORT must be between 0 and 65535')
      .optional(),
    /**
     * The scheduling priority (nice, -20 to 19) the projections' thread asks for, inline or in `npm run projector`:
     * ahead of the requests by default, so that the read models keep up when the CPU is saturated. Below 0 needs
     * root, CAP_SYS_NICE or an RLIMIT_NICE of at least 20 - nice (`ulimit -e`; docker-compose.yml sets it for the
     * projector); where refused the thread keeps the process's and says so once.
     */
    PROJECTOR_NICE: z.coerce
      .number({ error: 'PROJECTOR_NICE must be a whole number between -20 and 19' })
      .int('PROJECTOR_NICE must be a whole number between -20 and 19')
      .min(-20, 'PROJECTOR_NICE must be a whole number between -20 and 19')
      .max(19, 'PROJECTOR_NICE must be a whole number between -20 and 19')
      .default(-5),
    /** Run the projections in this process (default) or leave them to `npm run projector`. */
    PROJECTIONS: z.enum(['inline', 'off']).default('inline'),
    /**
     * Where an API process runs its inline projections: a worker thread of its own (default: their round
     * trips never queue behind HTTP requests) or `main`, the API's own event loop (one thread to profile,
     * less memory; the tests use it, since a worker started from the TypeScript sources transpiles them again).
     */
    PROJECTION_THREAD: z.enum(['worker', 'main'], { error: 'PROJECTION_THREAD must be "worker" or "main"' }).default('worker'),
    /**
     * How purchases commit: `atomic` (one multi-stream append, where the store has it) or `stepwise`
     * (stream by stream with recovery, as on EventStoreDB), to compare the two or test the latter.
     */
    PURCHASE_COMMIT: z.enum(['atomic', 'stepwise'], { error: 'PURCHASE_COMMIT must be "atomic" or "stepwise"' }).default('atomic'),
    /**
     * The captcha's proof of work: the largest number a challenge may hide (the browser tries half as
     * many SHA-256 hashes on average). The default is about a second on a mid-range phone (`npm run
     * bench -- captcha`); an address asking for many challenges gets dearer ones (captcha.service.ts).
     */
    CAPTCHA_COST: z.coerce.number().int().min(1000).max(100_000_000).default(60_000),
    /** Seed the demo catalogue when the catalogue is empty. */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Key of the draw codes in /ichiban/draw/{code}; unset → one generated on first start and kept in the database. */
    DRAW_CODE_SECRET: z.string().min(32, 'DRAW_CODE_SECRET must have at least 32 characters').optional(),
    /** The shop's public origin (https://shop.example), for OpenID redirect URIs and share links. */
    PUBLIC_URL: z
      .string()
      .regex(/^https?:\/\/[^/]+$/, 'PUBLIC_URL must be an origin such as https://shop.example (no path)')
      .optional(),
    /** SMS provider: verification codes are POSTed as JSON {to, message} here; unset → printed to the log. */
    SMS_PROVIDER_URL: z
      .string()
      .regex(/^https?:\/\//, 'SMS_PROVIDER_URL must be an http(s) URL')
      .optional(),
    SMS_PROVIDER_KEY: z.string().optional(),
    /** Google sign-in (OpenID Connect): enabled when the client id and secret are set. */
    GOOGLE_OIDC_ISSUER: z
      .string()
      .regex(/^https?:\/\//, 'GOOGLE_OIDC_ISSUER must be an http(s) URL')
      .default('https://accounts.google.com'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    /** LINE Login (OpenID Connect): enabled when the channel id and secret are set. */
    LINE_OIDC_ISSUER: z
      .string()
      .regex(/^https?:\/\//, 'LINE_OIDC_ISSUER must be an http(s) URL')
      .default('https://access.line.me'),
    LINE_CHANNEL_ID: z.string().optional(),
    LINE_CHANNEL_SECRET: z.string().optional(),
    LINE_LIFF_ID: z.string().optional(),
    /** NewebPay MPG merchant. Unset: NewebPay's public test values, usable only with the dev gateway. */
    NEWEBPAY_MERCHANT_ID: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,20}$/, 'NEWEBPAY_MERCHANT_ID must be the merchant id NewebPay issued')
      .optional(),
    NEWEBPAY_HASH_KEY: z.string().length(32, 'NEWEBPAY_HASH_KEY must be 32 characters').optional(),
    NEWEBPAY_HASH_IV: z.string().length(16, 'NEWEBPAY_HASH_IV must be 16 characters').optional(),
    /** The real MPG gateway (NewebPay's test host by default; https://core.newebpay.com/MPG/mpg_gateway in production). */
    NEWEBPAY_GATEWAY_URL: z
      .string()
      .regex(/^https:\/\//, 'NEWEBPAY_GATEWAY_URL must be an https URL')
      .default('https://ccore.newebpay.com/MPG/mpg_gateway'),
    /** Our own stand-in payment page at /api/dev-gateway: on by default, never in production. */
    DEV_PAYMENT_GATEWAY: z.enum(['true', 'false']).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.SMS_PROVIDER_URL && !c.SMS_PROVIDER_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER_KEY'], message: 'SMS_PROVIDER_KEY is required when SMS_PROVIDER_URL is set' });
    }
    for (const [id, secret] of [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['LINE_CHANNEL_ID', 'LINE_CHANNEL_SECRET'],
    ] as const) {
      if (Boolean(c[id]) !== Boolean(c[secret])) {
        ctx.addIssue({ code: 'custom', path: [c[id] ? secret : id], message: `${id} and ${secret} must be set together` });
      }
    }
    const newebpay = [c.NEWEBPAY_MERCHANT_ID, c.NEWEBPAY_HASH_KEY, c.NEWEBPAY_HASH_IV].filter(Boolean).length;
    if (newebpay !== 0 && newebpay !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEWEBPAY_MERCHANT_ID'],
        message: 'NEWEBPAY_MERCHANT_ID, NEWEBPAY_HASH_KEY and NEWEBPAY_HASH_IV must be set together',
      });
    }
    if (c.EVENT_STORE === 'esdb' && !c.EVENTSTORE_URL) {
      ctx.addIssue({ code: 'custom', path: ['EVENTSTORE_URL'], message: 'EVENTSTORE_URL is required when EVENT_STORE=esdb' });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(blankless);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`));
  }
  return parsed.data;
}

/** Nest injection token of the process's Config. */
export const APP_CONFIG = Symbol('APP_CONFIG');
