/** The parts of a Sirene address that make its street line. */
export interface StreetParts {
  street_number: string | null;
  street_number_suffix: string | null;
  street_type: string | null;
  street_name: string | null;
}

/** The street line as printed on a letter (`12 B RUE DE LA ROQUETTE`), null when no part is known. */
export function streetLine(row: StreetParts): string | null {
  const line = [row.street_number, row.street_number_suffix, row.street_type, row.street_name]
    .filter((part) => part && part.trim() !== '')
    .join(' ');
  return line === '' ? null : line;
}
