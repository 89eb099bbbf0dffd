/** Pages linked on each side of the current one. */
const WINDOW = 2;

/** The page numbers a pagination links: the first, the last, and a window around the current page. */
export function paginationPages(page: number, lastPage: number): number[] {
  const pages = new Set<number>([1, lastPage]);
  for (let offset = -WINDOW; offset <= WINDOW; offset += 1) {
    const candidate = page + offset;
    if (candidate >= 1 && candidate <= lastPage) pages.add(candidate);
  }
  return [...pages].sort((a, b) => a - b);
}
