import { z } from 'zod';

/** i18n key answered when a feature name is not a flag name. */
export const FEATURE_NAME_INVALID = 'errors:feature.name-invalid';

/** Flag names: lowercase words joined by hyphens (`disable-navbar-payment`), at most 64 characters. */
export const FEATURE_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const featureNameSchema = z
  .string({ error: FEATURE_NAME_INVALID })
  .max(64, { error: FEATURE_NAME_INVALID })
  .regex(FEATURE_NAME_PATTERN, { error: FEATURE_NAME_INVALID });

/** `GET /api/features/{name}` path parameter. */
export const featureParamSchema = z.object({ name: featureNameSchema });

/** A feature flag; an unknown flag is inactive. */
export const featureFlagSchema = z.object({ name: z.string(), active: z.boolean() });

export const featureFlagResponseSchema = z.object({ data: featureFlagSchema });

export type FeatureFlag = z.infer<typeof featureFlagSchema>;
