import { composeLetter, findCatalogueTemplate, letterTemplateSchema, type ComposedLetter } from '@registre/domain';
import type { Block, DocumentModel } from '../model/document-model';
import type { TemplateDocumentData } from '../model/document-data';
import { UnknownTemplateError } from './letter-kinds';

/** The composed letter as blocks, in the order it reads: sender, recipient, place and date, body, signature. */
export function letterBlocks(letter: ComposedLetter): Block[] {
  const paragraph = (text: string): Block => ({ type: 'paragraph', text });
  return [
    ...(letter.from.length > 0 ? [paragraph(letter.from.join('\n'))] : []),
    ...(letter.to.length > 0 ? [paragraph(letter.to.join('\n'))] : []),
    paragraph(letter.placeDate),
    ...(letter.sendMode ? [paragraph(letter.sendMode)] : []),
    ...(letter.subject ? [paragraph(`Objet\u00A0: ${letter.subject}`)] : []),
    ...letter.paragraphs.map(paragraph),
    paragraph(letter.signature.join('\n')),
  ];
}

/**
 * `document`: a catalogue template filled with the order's fields. The fields pass the template's
 * schema again (they did when the order was placed); the text is the one the site's live preview
 * shows, composed by the same function.
 */
export function templateDocument(data: TemplateDocumentData): DocumentModel {
  const template = findCatalogueTemplate(data.documentId);
  if (!template) throw new UnknownTemplateError(data.documentId);
  const fields = letterTemplateSchema(template).parse(data.fields) as Record<string, string | undefined>;
  const letter = composeLetter(template, fields);
  return {
    title: letter.title,
    // The letter is the customer's: no line of ours under its title.
    subtitle: '',
    fileStem: template.id,
    siren: null,
    identity: null,
    // No heading of its own: the title above says what it is, the subject comes after the addresses, as in any letter.
    sections: [{ heading: '', sources: [], blocks: letterBlocks(letter) }],
    list: null,
    letter: true,
  };
}
