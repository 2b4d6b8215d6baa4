// Configuration from the environment, validated once at start with a clear message per bad value.
import { z } from 'zod';

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
    EVENTSTORE_URL: z.string().regex(/^(esdb|kurrentdb)(\+discover)?:\/\//, 'EVENTSTORE_URL must be an esdb:// connection string').optional(),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL').optional(),
    /** Where the embedded PostgreSQL keeps its files when DATABASE_URL is not set. */
    DATA_DIR: z.string().min(1).default('.data'),
    /** Origins allowed to open a socket besides the page's own (comma separated). */
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean)),
    /** Run the projections in this process (default) or leave them to `npm run projector`. */
    PROJECTIONS: z.enum(['inline', 'off']).default('inline'),
    /** Seed the demo catalogue when the catalogue is empty. */
    SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((c, ctx) => {
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
