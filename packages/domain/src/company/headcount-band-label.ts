/**
 * INSEE defines two headcount bands at length: `NN` (a unit with no employee during the reference
 * year and none at 31/12) and `00` (none at 31/12, some during the year). A table row shows their
 * short label; the full definitions (the `label` of the nomenclature) go once in a legend.
 */
const SHORT_LABELS: Readonly<Record<string, string>> = {
  NN: 'Unité non employeuse',
  '00': '0 salarié au 31/12',
};

/** The label of a headcount band as a table row shows it: `20 à 49 salariés`, `Unité non employeuse`. */
export function headcountBandShortLabel(band: { code: string; label: string | null }): string {
  return SHORT_LABELS[band.code] ?? band.label ?? band.code;
}

/** Whether a band's short label leaves out part of its definition (then printed in a legend). */
export function headcountBandHasDefinition(band: { code: string; label: string | null }): boolean {
  return band.label !== null && headcountBandShortLabel(band) !== band.label;
}
