import { describe, expect, it } from 'vitest';
import { keepActivities, type QualifierSpan } from './read-text-query';
import type { QueryWord } from './resolve-word-groups';

const TOTAL = 12_500_000;
const word = (typed: string, companies: number, qualifier: number | null = null): QueryWord => ({
  typed,
  alternatives: [{ word: typed, companies }],
  known: true,
  qualifier,
});
const plumbing: QualifierSpan = { start: 1, end: 2, qualifier: { kind: 'activity', head: ['n:43.22A'], anywhere: ['n:43.22A'] }, share: 0.01 };
const lyon: QualifierSpan = { start: 2, end: 3, qualifier: { kind: 'place', head: ['c:69123'], anywhere: ['c:69123', 'ec:69123'] }, share: 0.001 };

describe('keepActivities', () => {
  it('keeps the activity reading of words that find little as a name (the first words of a long name)', () => {
    const words = [word('dupont', 60_000), word('plomberie', 60_000, 0), word('fils', 200_000)];
    const kept = keepActivities(words, [plumbing], 0, TOTAL);
    expect(kept.spans).toEqual([plumbing]);
    expect(kept.resolved[1]!.qualifier).toBe(0);
  });

  it('reads the activity word as a name word when the name alone finds pages of companies', () => {
    const words = [word('martin', 130_000), word('plomberie', 60_000, 1), word('lyon', 200_000, 0)];
    const kept = keepActivities(words, [lyon, plumbing], 1, TOTAL);
    expect(kept.spans).toEqual([lyon]);
    expect(kept.resolved.map((w) => w.qualifier)).toEqual([null, null, 0]);
  });

  it('reads the activity word as a name word when the query is the whole name of a company', () => {
    const words = [word('taxis', 900, 0), word('morel', 75_000)];
    const taxi: QualifierSpan = { start: 0, end: 1, qualifier: { kind: 'activity', head: ['n:49.32Z'], anywhere: ['n:49.32Z'] }, share: 0.002 };
    expect(keepActivities(words, [taxi], 0, TOTAL).spans).toEqual([taxi]);
    const kept = keepActivities(words, [taxi], 0, TOTAL, true);
    expect(kept.spans).toEqual([]);
    expect(kept.resolved.map((w) => w.qualifier)).toEqual([null, null]);
  });

  it('leaves a query without activity words as it is', () => {
    const words = [word('martin', 130_000), word('lyon', 200_000, 0)];
    expect(keepActivities(words, [lyon], 1, TOTAL)).toEqual({ resolved: words, spans: [lyon] });
  });
});
