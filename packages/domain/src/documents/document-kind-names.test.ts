import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_KIND_NAMES, documentKindName } from './document-kind-names';
import { DOCUMENT_KINDS } from './document-kinds';

const siteNames = (JSON.parse(readFileSync(new URL('../../../../apps/web/src/locales/fr/documents.json', import.meta.url), 'utf8')) as { kinds: Record<string, string> }).kinds;

describe('document kind names', () => {
  it('names every kind of the catalogue, as the site does', () => {
    expect(Object.keys(DOCUMENT_KIND_NAMES).sort()).toEqual(DOCUMENT_KINDS.map((kind) => kind.id).sort());
    for (const kind of DOCUMENT_KINDS) expect(DOCUMENT_KIND_NAMES[kind.id], kind.id).toBe(siteNames[kind.id]);
  });

  it('gives the French name of a kind and keeps an unknown id', () => {
    expect(documentKindName('establishments-list')).toBe('Liste des établissements');
    expect(documentKindName('no-such-kind')).toBe('no-such-kind');
  });
});
