interface DataLayerHost {
  dataLayer?: unknown[];
}

/**
 * Hands the signed-in user's id to the tag manager's data layer (SPECIFICATION §4: resolving
 * the profile sets the analytics user id). The tag manager applies the visitor's consent.
 */
export function setAnalyticsUserId(userId: string, host: DataLayerHost = window as DataLayerHost): void {
  const layer = (host.dataLayer ??= []);
  const last = layer.at(-1) as { user_id?: unknown } | undefined;
  if (last?.user_id === userId) return;
  layer.push({ event: 'user_identified', user_id: userId });
}
