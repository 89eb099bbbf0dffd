import type { ConsentRecord } from './consent-record';

type ConsentModeValue = 'granted' | 'denied';

/** Google consent-mode storage types, as pushed by `gtag('consent', 'update', ...)`. */
export interface ConsentModeUpdate {
  readonly analytics_storage: ConsentModeValue;
  readonly ad_storage: ConsentModeValue;
  readonly ad_user_data: ConsentModeValue;
  readonly ad_personalization: ConsentModeValue;
  readonly functionality_storage: ConsentModeValue;
  readonly personalization_storage: ConsentModeValue;
}

export interface DataLayerHost {
  dataLayer?: unknown[];
}

const value = (granted: boolean): ConsentModeValue => (granted ? 'granted' : 'denied');

/**
 * SPECIFICATION §9 mapping: statistics → analytics_storage; marketing → ad_storage, ad_user_data,
 * ad_personalization; preferences → functionality_storage, personalization_storage. The record has
 * no `preferences` category: preference cookies are the dialog's "unknown" (other) section.
 */
export function consentModeUpdate(record: ConsentRecord): ConsentModeUpdate {
  return {
    analytics_storage: value(record.statistics),
    ad_storage: value(record.marketing),
    ad_user_data: value(record.marketing),
    ad_personalization: value(record.marketing),
    functionality_storage: value(record.unknown),
    personalization_storage: value(record.unknown),
  };
}

/**
 * Pushes the update the way `gtag()` does: an `arguments` object, the only shape the tag manager
 * reads as a command (a plain array would be taken for a data message).
 */
export function pushConsentUpdate(record: ConsentRecord, host: DataLayerHost): void {
  const layer = (host.dataLayer ??= []);
  function gtag(..._command: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params -- gtag's contract: the arguments object itself.
    layer.push(arguments);
  }
  gtag('consent', 'update', consentModeUpdate(record));
}
