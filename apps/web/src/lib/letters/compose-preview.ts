import { composeLetter, findCatalogueTemplate, type ComposedLetter } from '@registre/domain';

/**
 * The live preview of a template's letter, composed by the function the PDF and the DOCX use.
 * Imported apart from the form, so the catalogue's code and texts stay out of the page's first load.
 */
export function composePreview(templateId: string, values: Readonly<Record<string, string | undefined>>): ComposedLetter | null {
  const template = findCatalogueTemplate(templateId);
  return template ? composeLetter(template, values) : null;
}
