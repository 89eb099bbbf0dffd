/** Printed on every page of every document built from our data (never on an official one). */
export const NON_OFFICIAL_LABEL = "Document d'information, non officiel — établi à partir des données publiques";
