/** One record of a JSON data file: its text (parsed by the caller, who rejects it if invalid) and where it starts. */
export interface JsonRecordText {
  text: string;
  /** The line of the file the record starts on (1-based). */
  line: number;
  /**
   * The record's 1-based position in the `records` / `results` / `responses` array of an API
   * wrapper; 0 for a JSON line, an element of a bare array, or a top-level object.
   */
  entry: number;
}
