import { TEMPLATE_TEXTS } from './template-texts';

/** The fields of each generic template: the `{name}` placeholders of its title and paragraphs (the template's schema). */
export const TEMPLATE_FIELDS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(TEMPLATE_TEXTS).map(([id, text]) => [id, new Set([text.title, ...text.paragraphs].flatMap((part) => [...part.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)))]),
);
