import { envSchema, type AppConfig } from './env-schema';

/** 127.0.0.0/8, ::1 or localhost. */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the configuration from the environment and validates it once, at boot.
 * Empty strings count as unset so that `FOO=` in a .env file falls back to the default.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}=${JSON.stringify(present[String(issue.path[0])] ?? '')}: ${issue.message}`),
    );
  }
  if (parsed.data.APP_ENV === 'prod' && !parsed.data.DATABASE_URL) {
    throw new ConfigError(['DATABASE_URL: required when APP_ENV=prod (the embedded PostgreSQL is for local use)']);
  }
  if (parsed.data.APP_ENV === 'prod' && !parsed.data.APP_KEY) {
    throw new ConfigError(['APP_KEY: required when APP_ENV=prod (a secret of 32 characters or more that signs e-mail links)']);
  }
  if (parsed.data.APP_ENV === 'prod' && !parsed.data.SITE_API_SECRET) {
    throw new ConfigError(['SITE_API_SECRET: required when APP_ENV=prod (the secret the site\'s server proves to name its visitors; the same value in both)']);
  }
  if (parsed.data.PAYMENT_PROVIDER === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !parsed.data[name]);
    if (missing.length > 0) throw new ConfigError(missing.map((name) => `${name}: required when PAYMENT_PROVIDER=stripe`));
  }
  if (parsed.data.STRIPE_API_URL && parsed.data.APP_ENV === 'prod') {
    throw new ConfigError(['STRIPE_API_URL: not allowed when APP_ENV=prod (it points the Stripe SDK at a stand-in instead of Stripe)']);
  }
  const { MEDIATOR_NAME, MEDIATOR_ADDRESS, MEDIATOR_WEBSITE } = parsed.data;
  if (MEDIATOR_NAME && !MEDIATOR_ADDRESS && !MEDIATOR_WEBSITE) {
    throw new ConfigError(['MEDIATOR_NAME: needs MEDIATOR_ADDRESS or MEDIATOR_WEBSITE (how a consumer reaches the mediator)']);
  }
  if (!MEDIATOR_NAME && (MEDIATOR_ADDRESS || MEDIATOR_WEBSITE)) {
    throw new ConfigError(['MEDIATOR_NAME: required with MEDIATOR_ADDRESS or MEDIATOR_WEBSITE (the terms name the mediator)']);
  }
  const s3Names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (s3Names.some((name) => parsed.data[name])) {
    const missing = s3Names.filter((name) => name !== 'S3_ENDPOINT' && !parsed.data[name]);
    if (missing.length > 0) throw new ConfigError(missing.map((name) => `${name}: required with the other S3_* variables (files on object storage)`));
  }
  if (!parsed.data.METRICS_TOKEN && !isLoopbackHost(parsed.data.METRICS_HOST)) {
    throw new ConfigError(['METRICS_HOST: a non-loopback address needs METRICS_TOKEN (the metrics would be readable by anyone reaching that address)']);
  }
  if (parsed.data.WEBHOOK_ALLOW_PRIVATE_ADDRESSES && parsed.data.APP_ENV !== 'test') {
    throw new ConfigError(['WEBHOOK_ALLOW_PRIVATE_ADDRESSES: only allowed when APP_ENV=test (it lets webhooks reach loopback and private addresses)']);
  }
  return parsed.data;
}
