/**
 * The highlighted suggestion after an arrow key: ArrowDown (`step` 1) from the text field (-1)
 * goes to the first, ArrowUp (-1) to the last; past either end the highlight returns to the
 * text field (-1), as in the ARIA combobox pattern.
 */
export function nextActiveIndex(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  // Positions 0…count, where `count` stands for the text field.
  const position = current < 0 ? count : current;
  const next = (position + step + count + 1) % (count + 1);
  return next === count ? -1 : next;
}
