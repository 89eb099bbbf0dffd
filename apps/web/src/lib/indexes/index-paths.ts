/** The two indexes and their two axes (SPECIFICATION §2): `/index-entreprises/secteur/62/62.01Z`, … */
export const COMPANY_INDEX = '/index-entreprises';
export const DIRECTOR_INDEX = '/index-dirigeants';

export type IndexRoot = typeof COMPANY_INDEX | typeof DIRECTOR_INDEX;

/** `/index-…/secteur[/{code}[/{subclass}]]`. */
export function sectorIndexPath(root: IndexRoot, ...codes: string[]): string {
  return [root, 'secteur', ...codes.map(encodeURIComponent)].join('/');
}

/** `/index-…/departement[/{department}[/{code}[/{subclass}]]]`. */
export function departmentIndexPath(root: IndexRoot, ...segments: string[]): string {
  return [root, 'departement', ...segments.map(encodeURIComponent)].join('/');
}

/** The query parameter carrying a listing's keyset position: `?apres=<cursor>`. */
export const CURSOR_PARAM = 'apres';

/** A listing page's address: the first page, or the page after `cursor`. */
export function withCursor(path: string, cursor: string | null | undefined): string {
  return cursor ? `${path}?${new URLSearchParams({ [CURSOR_PARAM]: cursor }).toString()}` : path;
}
