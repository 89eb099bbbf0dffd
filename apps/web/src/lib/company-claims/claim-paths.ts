/** Site paths of the company-claim flow (SPECIFICATION §2). */
export const CLAIM_LANDING_PATH = '/profil-entreprise';
export const CLAIM_RESULTS_PATH = '/profil-entreprise/resultats';
export const claimPath = (siren: string) => `/profil-entreprise/${siren}`;
