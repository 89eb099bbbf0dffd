/**
 * What every renderer draws: a document described once, then written as PDF, DOCX, XLSX or CSV.
 * Builders (one per kind, `src/kinds`) turn a kind's data into this model; the format renderers
 * never look at the kind, so a DOCX always carries the same content as its PDF.
 */

/** Where a section's facts come from, with the date the source describes (ISO date or null). */
export interface SourceRef {
  /** "Répertoire Sirene de l'INSEE", "RNE (INPI)", "BODACC (DILA)", "Comptes annuels déposés (INPI)"… */
  label: string;
  /** `situation au` date of the data; null when the source gives none. */
  asOf: string | null;
}

/**
 * `year`: an integer printed as is (2024, never 2 024). `identifier`: a SIREN or SIRET, text that looks
 * like a number (a text cell in XLSX, always quoted in CSV). `datetime`: an instant (ISO string with a
 * time), written as its Paris wall-clock time.
 */
export type ColumnType = 'text' | 'identifier' | 'date' | 'datetime' | 'money' | 'number' | 'percent' | 'year';

export interface TableColumn {
  header: string;
  type: ColumnType;
  /** Relative width in the PDF and characters in the XLSX. */
  width: number;
}

/**
 * A cell: text, an ISO date (`date`), an ISO instant (`datetime`), integer cents (`money`), a number (`number`, `percent`, `year`),
 * or null for "no value" (drawn as an en dash).
 */
export type TableCell = string | number | null;

export interface Table {
  columns: readonly TableColumn[];
  rows: readonly (readonly TableCell[])[];
}

export interface ChartSeries {
  label: string;
  /** One value per category; null for a missing year. */
  values: readonly (number | null)[];
}

export interface Chart {
  title: string;
  kind: 'bars' | 'line';
  /** Unit written after the values: `€`, `%`, `j`. */
  unit: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
}

export type Block =
  | { type: 'fields'; rows: readonly (readonly [label: string, value: string])[] }
  | { type: 'paragraph'; text: string }
  | { type: 'notice'; text: string }
  /** `caption`: a title over the table, when a section holds more than one. */
  | { type: 'table'; table: Table; emptyText: string; caption?: string }
  | { type: 'chart'; chart: Chart }
  | { type: 'grade'; label: string; grade: string; caption: string };

export interface Section {
  heading: string;
  sources: readonly SourceRef[];
  blocks: readonly Block[];
}

/** The company (or person) the document is about, drawn at the top of the first page. */
export interface IdentityBlock {
  name: string;
  rows: readonly (readonly [label: string, value: string])[];
}

export interface DocumentModel {
  /** Our own title: never an official one ("Fiche d'information registre", not "Extrait Kbis"). */
  title: string;
  /** One line under the title: what the document is for. */
  subtitle: string;
  /** File name stem without extension, e.g. `fiche-registre-552032534`. */
  fileStem: string;
  /** SIREN shown in headers, or null for a template or a person. */
  siren: string | null;
  identity: IdentityBlock | null;
  sections: readonly Section[];
  /** The list the XLSX and CSV formats hold (list kinds only). */
  list: { sheetName: string; table: Table } | null;
  /** A letter: drawn without the register framing around its body (sender, recipient, body). */
  letter: boolean;
}

/** What is printed on every document about its issue. */
export interface IssueInfo {
  /** Instant of issue; printed in Europe/Paris. */
  issuedAt: Date;
  /** `ABCD-EFGH-JKLM`. */
  verificationCode: string;
  /** `${siteUrl}/verification/{code}`. */
  verificationUrl: string;
  brand: BrandConfig;
}

export interface BrandConfig {
  /** Site name, e.g. "Registre Clair". */
  name: string;
  /** Site address shown in the footer, e.g. `https://registre-clair.fr`. */
  siteUrl: string;
  /** Accent colour of titles and rules, `#RRGGBB`. */
  accentColor: string;
}
