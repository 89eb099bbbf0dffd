/** What the reader fills in for each `{field}` of the company-page letters, in French: `[référence]`, `[montant]`. */
export const PLACEHOLDER_LABELS: Record<string, string> = {
  amount: 'montant',
  company: 'entreprise',
  details: 'précisions',
  reference: 'référence',
};
