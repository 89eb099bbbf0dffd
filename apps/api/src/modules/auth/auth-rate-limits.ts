import type { AppConfig } from '../../config/env-schema';

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

/** Per-IP limits of the account routes, from the configuration (429 + Retry-After beyond). */
export interface AuthRateLimits {
  login: RouteRateLimit;
  register: RouteRateLimit;
  mail: RouteRateLimit;
}

export function authRateLimits(config: AppConfig): AuthRateLimits {
  const timeWindow = config.AUTH_THROTTLE_WINDOW_SECONDS * 1000;
  return {
    login: { max: config.AUTH_LOGIN_MAX_PER_IP, timeWindow },
    register: { max: config.AUTH_REGISTER_MAX_PER_IP, timeWindow },
    mail: { max: config.AUTH_MAIL_MAX_PER_IP, timeWindow },
  };
}
