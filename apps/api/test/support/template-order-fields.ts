/** Fields that pass the `attestation-hebergement` template's schema (required ones only): what the site's form posts. */
export const HOSTING_ATTESTATION_FIELDS = {
  hostName: 'Marie Durand',
  hostAddress: '12 rue des Lilas, 69003 Lyon',
  guestName: 'Paul Durand',
  since: '2026-01-01',
  place: 'Lyon',
  date: '2026-03-01',
} as const;
