/** Paths of the company-claim API (specification: /profil-entreprise). */
export const CLAIM_PATHS = {
  mine: '/api/company-claims',
  company: (siren: string) => `/api/company-claims/companies/${encodeURIComponent(siren)}`,
  startEmail: (siren: string) => `/api/company-claims/companies/${encodeURIComponent(siren)}/email`,
  startDocument: (siren: string) => `/api/company-claims/companies/${encodeURIComponent(siren)}/document`,
  claim: (id: string) => `/api/company-claims/${encodeURIComponent(id)}`,
  confirmEmail: (id: string) => `/api/company-claims/${encodeURIComponent(id)}/email-confirmation`,
  profile: (id: string) => `/api/company-claims/${encodeURIComponent(id)}/profile`,
  logo: (id: string) => `/api/company-claims/${encodeURIComponent(id)}/logo`,
  homeAddress: (id: string) => `/api/company-claims/${encodeURIComponent(id)}/home-address`,
  providedInformation: (siren: string) => `/api/companies/${encodeURIComponent(siren)}/provided-information`,
  providedLogo: (siren: string, logoId: string) => `/api/companies/${encodeURIComponent(siren)}/provided-logo/${encodeURIComponent(logoId)}`,
} as const;

/** Bounds of what a claimant sends. */
export const CLAIM_LIMITS = {
  /** A proof document (PDF, JPEG or PNG), before base64. */
  documentMaxBytes: 5 * 1024 * 1024,
  /** A logo (JPEG, PNG or WebP), before base64. */
  logoMaxBytes: 2 * 1024 * 1024,
  /** Width and height of the re-encoded logo (fitted inside, never enlarged). */
  logoMaxPixels: 512,
  descriptionMaxLength: 2000,
  websiteMaxLength: 200,
  /** Hours the mailed confirmation link is valid. */
  emailLinkHours: 48,
} as const;

export const OPENING_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type OpeningDay = (typeof OPENING_DAYS)[number];
