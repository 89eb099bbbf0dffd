import { describe, expect, it } from 'vitest';
import { reviewRating } from './reviews';

describe('reviewRating', () => {
  it('shows nothing unless a real score and its source are both configured', () => {
    expect(reviewRating({})).toBeNull();
    expect(reviewRating({ REVIEW_SCORE: '4,9' })).toBeNull();
    expect(reviewRating({ REVIEW_URL: 'https://avis.example/registre' })).toBeNull();
    expect(reviewRating({ REVIEW_SCORE: '7', REVIEW_URL: 'https://avis.example/registre' })).toBeNull();
    expect(reviewRating({ REVIEW_SCORE: '4,6', REVIEW_URL: 'https://avis.example/registre' })).toEqual({ score: 4.6, scale: 5, url: 'https://avis.example/registre' });
  });
});
