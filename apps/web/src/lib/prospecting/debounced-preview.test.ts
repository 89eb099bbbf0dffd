import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debouncedPreview, PREVIEW_DEBOUNCE_MS } from './debounced-preview';

const preview = (count: number) => ({ count, more: false, rows: [] });

describe('debounced preview', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once the changes pause, and drops what a newer change cancelled', async () => {
    const ask = vi.fn(async (filters: { naf?: string[] }) => preview(filters.naf?.length ?? 0));
    const outcomes: unknown[] = [];
    const cancelFirst = debouncedPreview({ naf: ['J'] }, ask, (outcome) => outcomes.push(outcome));
    await vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS - 1);
    cancelFirst();
    debouncedPreview({ naf: ['J', '62'] }, ask, (outcome) => outcomes.push(outcome));
    await vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([{ ok: true, preview: preview(2) }]);
  });

  it('never hands an answer that arrives after its cancellation', async () => {
    let answer: (value: ReturnType<typeof preview>) => void = () => {};
    const ask = vi.fn(() => new Promise<ReturnType<typeof preview>>((resolve) => (answer = resolve)));
    const outcomes: unknown[] = [];
    const cancel = debouncedPreview({}, ask, (outcome) => outcomes.push(outcome));
    await vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS);
    cancel();
    answer(preview(5));
    await vi.runAllTimersAsync();
    expect(outcomes).toEqual([]);
  });
});
