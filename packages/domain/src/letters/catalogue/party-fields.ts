import type { TemplateField } from './template-field';

/** A party's name and address, both required: the fields `{prefix}Name` and `{prefix}Address`. */
export function partyFields(prefix: string, step: number, labels: { name: string; address: string }, nameMax = 160): TemplateField[] {
  return [
    { name: `${prefix}Name`, label: labels.name, type: 'text', required: true, step, max: nameMax },
    { name: `${prefix}Address`, label: labels.address, type: 'text', required: true, step, max: 240 },
  ];
}

/** The private person who writes, typed and never prefilled: `{prefix}Name` and `{prefix}Address`. */
export function yourselfFields(prefix: string, step: number): TemplateField[] {
  return partyFields(prefix, step, { name: 'Vos nom et prénom', address: 'Votre adresse' }, 120);
}
