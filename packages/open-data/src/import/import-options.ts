/** Options every importer takes. */
export interface ImportOptions {
  /** Draw a progress bar on a terminal (stderr). */
  progress?: boolean;
  /** Where informational lines go (default: nowhere). */
  log?: (line: string) => void;
}
