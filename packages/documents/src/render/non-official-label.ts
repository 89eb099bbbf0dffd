/** Printed on every page of every document built from our data (never on an official one). */
export const NON_OFFICIAL_LABEL = "Document d'information, non officiel — établi à partir des données publiques";

/** Printed instead on a customer's letter or deed: the text is theirs, filled in from a template, not information of ours. */
export const LETTER_FRAME_LABEL = 'Document rédigé par son signataire à partir d’un modèle Registre Clair';

/** The label of a document's footer: ours for what is built from our data, the signatory's for a letter. */
export function frameLabel(letter: boolean): string {
  return letter ? LETTER_FRAME_LABEL : NON_OFFICIAL_LABEL;
}
