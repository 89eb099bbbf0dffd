/**
 * The customer-review score the header may show, and the review site it links to: only when both
 * REVIEW_SCORE (0 to 5) and REVIEW_URL (https) are configured, from a real source. Unset: no
 * rating at all (a figure without a source would be a false claim). Server components only.
 */
export interface ReviewRating {
  score: number;
  scale: 5;
  url: string;
}

export function reviewRating(env: Record<string, string | undefined> = process.env): ReviewRating | null {
  const score = Number(env.REVIEW_SCORE?.trim().replace(',', '.'));
  const url = env.REVIEW_URL?.trim() ?? '';
  if (!Number.isFinite(score) || score <= 0 || score > 5 || !/^https:\/\/[^\s]+$/.test(url)) return null;
  return { score, scale: 5, url };
}
