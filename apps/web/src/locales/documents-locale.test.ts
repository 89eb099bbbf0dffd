import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS } from '@registre/domain';
import documents from './fr/documents.json';

describe('documents locale', () => {
  it.each(DOCUMENT_KINDS.map((kind) => [kind.id, kind.labelKey]))('names the document kind %s in French', (_id, labelKey) => {
    const [namespace, path] = labelKey.split(':');
    expect(namespace).toBe('documents');
    const label = path?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], documents);
    expect(typeof label).toBe('string');
  });
});
