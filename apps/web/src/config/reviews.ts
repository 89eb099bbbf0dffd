/**
 * The customer-review score shown in the header (SPECIFICATION §9: 4.9/5), and the review site it
 * links to. REVIEW_SCORE / REVIEW_URL override them; read by server components only.
 */
const DEFAULT_REVIEW_SCORE = 4.9;
const DEFAULT_REVIEW_URL = 'https://fr.trustpilot.com/review/registre-clair.fr';

function score(value: string | undefined): number {
  const parsed = Number(value?.trim().replace(',', '.'));
  return Number.isFinite(parsed) && parsed > 0 && parsed <= 5 ? parsed : DEFAULT_REVIEW_SCORE;
}

export const reviews = {
  score: score(process.env.REVIEW_SCORE),
  scale: 5,
  url: process.env.REVIEW_URL?.trim() || DEFAULT_REVIEW_URL,
} as const;
