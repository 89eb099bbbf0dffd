import { describe, expect, it } from 'vitest';
import { nameKey, queryWords, searchWords } from './search-tokens';

describe('searchWords', () => {
  it('folds accents, case, ligatures, hyphens and apostrophes, and drops stopwords and single letters', () => {
    expect(searchWords("L'Œuvre d'Élodie — Saint-Étienne & fils")).toEqual(['oeuvre', 'elodie', 'saint', 'etienne', 'fils']);
    expect(searchWords('BOULANGERIE DU CANAL')).toEqual(['boulangerie', 'canal']);
  });

  it('joins runs of initials into one word, as sigles are indexed', () => {
    expect(searchWords('S.N.T.R.')).toEqual(['sntr']);
    expect(searchWords('s n t r transports')).toEqual(['sntr', 'transports']);
    expect(searchWords('a transports')).toEqual(['transports']);
  });

  it('gives nothing for a text without letters or digits', () => {
    expect(searchWords(" -- ' . ")).toEqual([]);
  });
});

describe('queryWords', () => {
  it('leaves legal-form words out of a query that holds other words, once each', () => {
    expect(queryWords('SARL Menuiserie Vasseur menuiserie')).toEqual(['menuiserie', 'vasseur']);
    expect(queryWords('société civile immobilière des Tilleuls')).toEqual(['tilleuls']);
  });

  it('keeps them when the query is nothing else', () => {
    expect(queryWords('SCI')).toEqual(['sci']);
    expect(queryWords('sarl sas')).toEqual(['sarl', 'sas']);
  });
});

describe('nameKey', () => {
  it('is the same for a name and the ways of typing it', () => {
    const key = nameKey('BOULANGERIE DU CANAL SARL');
    expect(key).toBe('boulangerie canal');
    expect(nameKey('  boulangerie   du  Canal ')).toBe(key);
    expect(nameKey("L'ATELIER-BLEU")).toBe(nameKey('atelier bleu'));
  });
});
