/**
 * A BODACC announcement record (API v2.1 shape) published in Paris: `id` starts with its edition
 * letter (A, B or C); `fields` adds or overrides the rest (familleavis, jugement, depot…).
 */
export const bodaccNotice = (id: string, siren: string, date: string, fields: Record<string, unknown>) => ({
  id,
  publicationavis: id.slice(0, 1),
  parution: date.replaceAll('-', ''),
  dateparution: date,
  numeroannonce: 1,
  typeavis: 'annonce',
  typeavis_lib: 'Avis initial',
  tribunal: 'GREFFE DU TRIBUNAL DE COMMERCE DE PARIS',
  ville: 'Paris',
  registre: [siren],
  ...fields,
});
