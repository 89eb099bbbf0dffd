import { z } from 'zod';

const booleanString = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int({ error: 'must be a port number' })
  .min(1, { error: 'must be between 1 and 65535' })
  .max(65535, { error: 'must be between 1 and 65535' });

/** Every environment variable the API and the start script read (documented in .env.example). */
export const envSchema = z.object({
  APP_ENV: z.enum(['local', 'test', 'prod'], { error: 'must be one of local, test, prod' }).default('local'),
  ANALYZE: booleanString.optional(),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: port.default(4000),
  WEB_PORT: port.default(3000),
  WEB_ORIGIN: z.url({ error: 'must be a URL such as http://localhost:3000' }).default('http://localhost:3000'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  EMBEDDED_PG_PORT: port.default(54329),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Size of the synthetic demo register loaded into an empty database by `npm start`. */
  DEMO_COMPANIES: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).max(20_000_000, { error: 'must be at most 20000000' }).default(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type AppConfig = z.infer<typeof envSchema>;
