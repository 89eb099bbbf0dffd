import { describe, expect, it } from 'vitest';
import { type JsonSelection, SelectiveJsonParser } from './selective-json';

/** What the selection keeps of a value JSON.parse gave: the reference the parser is held to. */
function pruned(value: unknown, selection: JsonSelection): unknown {
  if (selection === true) return value;
  if (Array.isArray(selection)) return Array.isArray(value) ? value.map((item) => pruned(item, selection[0] as JsonSelection)) : value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(selection as Record<string, JsonSelection>)) {
    if (Object.hasOwn(value, key)) result[key] = pruned((value as Record<string, unknown>)[key], child);
  }
  return result;
}

/** The parser's result, or 'rejected'. */
function attempt(parser: SelectiveJsonParser, bytes: Buffer): unknown {
  try {
    return parser.parse(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(SyntaxError);
    return 'rejected';
  }
}

/** JSON.parse's result on the bytes' UTF-8 text, or 'rejected'. */
function reference(bytes: Buffer, selection: JsonSelection): unknown {
  try {
    return pruned(JSON.parse(bytes.toString('utf8')), selection);
  } catch {
    return 'rejected';
  }
}

/** Directors whose every field is selected (or built whole), so kept as they are. */
const POWERS = [
  { roleEntreprise: '30', actif: true, individu: { descriptionPersonne: { nom: 'HUBERT', prenoms: ['ANAÏS', 'NATHALIE'] } } },
  { roleEntreprise: 71, actif: false, entreprise: { siren: '552100554', denomination: 'Société «\u00a0Ré\u2019mi\u00a0»' } },
  'not an object',
  null,
];

const RECORD = {
  id: 'c171150fdd21516f7aa48281',
  siren: '300009537',
  formality: {
    siren: 300009537,
    diffusionCommerciale: true,
    content: {
      natureCreation: { dateCreation: '2023-09-02', microEntreprise: false, capital: 1.5e3, ratio: -0.25 },
      personneMorale: {
        composition: {
          pouvoirs: POWERS,
        },
        identite: { description: { objet: 'Restauration\ttraditionnelle "ici"\\là\n\u0001 😀 \ud83d', montantCapital: 7622.45 } },
      },
    },
    historique: [{ codeEvenement: '01M', dateEffet: null, libelle: 'Création d’une personne morale' }],
  },
};

const SELECTION: JsonSelection = {
  siren: true,
  formality: {
    siren: true,
    diffusionCommerciale: true,
    historique: [{ dateEffet: true }],
    content: {
      natureCreation: { dateCreation: true, capital: true, ratio: true },
      personneMorale: {
        composition: { pouvoirs: [{ roleEntreprise: true, actif: true, individu: { descriptionPersonne: { nom: true, prenoms: true } }, entreprise: true }] },
        identite: { description: { objet: true } },
      },
      // Selected as an object, absent from the record.
      personnePhysique: { identite: true },
    },
  },
};

describe('SelectiveJsonParser', () => {
  it('builds the selected fields only, exactly as JSON.parse gives them', () => {
    const text = JSON.stringify(RECORD);
    const parser = new SelectiveJsonParser(SELECTION);
    const selected = parser.parse(Buffer.from(text));
    expect(selected).toStrictEqual(pruned(JSON.parse(text), SELECTION));
    expect(selected).toStrictEqual({
      siren: '300009537',
      formality: {
        siren: 300009537,
        diffusionCommerciale: true,
        historique: [{ dateEffet: null }],
        content: {
          natureCreation: { dateCreation: '2023-09-02', capital: 1500, ratio: -0.25 },
          personneMorale: {
            composition: {
              pouvoirs: POWERS,
            },
            identite: { description: { objet: 'Restauration\ttraditionnelle "ici"\\là\n\u0001 😀 \ud83d' } },
          },
        },
      },
    });
    // Written with \u escapes (as INPI writes them), the same values.
    const escaped = text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    expect(parser.parse(Buffer.from(escaped))).toStrictEqual(selected);
  });

  it('builds whole a value of another type than its selection, and reads escaped key names', () => {
    const parser = new SelectiveJsonParser({ a: { b: true }, list: [{ c: true }], 'clé': true });
    expect(parser.parse(Buffer.from('{"a":[1,{"b":2}],"list":{"c":1,"d":2},"cl\\u00e9":3,"\\u0061":{"b":4,"x":5}}'))).toStrictEqual({
      a: { b: 4 },
      list: { c: 1, d: 2 },
      'clé': 3,
    });
    expect(parser.parse(Buffer.from(' [ "x" , { "a" : 1 } ] '))).toStrictEqual(['x', { a: 1 }]);
    expect(parser.parse(Buffer.from('"a"'))).toBe('a');
  });

  it('keeps the last of duplicate keys and "__proto__" as an own property, as JSON.parse does', () => {
    const whole = new SelectiveJsonParser(true);
    const text = '{"a":1,"a":{"x":[]},"__proto__":{"polluted":true},"b":[{"__proto__":1}]}';
    const value = whole.parse(Buffer.from(text)) as Record<string, unknown>;
    expect(value).toStrictEqual(JSON.parse(text));
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => new SelectiveJsonParser({ ['__proto__']: true } as JsonSelection)).toThrow(/__proto__/);
    expect(new SelectiveJsonParser({ a: { a: true } }).parse(Buffer.from('{"a":{"a":1},"a":{"b":2}}'))).toStrictEqual({ a: {} });
  });

  it('reads numbers as JSON.parse does', () => {
    const parser = new SelectiveJsonParser(true);
    for (const text of ['0', '-0', '7', '-12', '123456789012345', '1234567890123456789', '9007199254740993', '0.1', '-0.0', '1e400', '-1E-400', '2.5e+3', '1E2', '0e0', '6.02214076e23']) {
      expect(Object.is(parser.parse(Buffer.from(text)), JSON.parse(text)), text).toBe(true);
    }
  });

  it('rejects what JSON.parse rejects, in built and skipped parts alike', () => {
    const invalid = [
      '',
      ' ',
      '{',
      '{"a":1,}',
      '[1,]',
      '[,1]',
      '{"a" 1}',
      '{a:1}',
      "{'a':1}",
      '01',
      '-',
      '1.',
      '.5',
      '+1',
      '1e',
      '1e+',
      '0x10',
      'tru',
      'nulll',
      'True',
      'NaN',
      '"abc',
      '"a\\x"',
      '"\\u12"',
      '"\\u12g4"',
      '"tab\there"',
      '"new\nline"',
      '{"a":1}}',
      '{"a":1} x',
      '[1 2]',
      '{"a":1 "b":2}',
      '\u00a0{}',
      '{"skipped":[1,2,{"deep":"\\q"}]}',
      '{"skipped":{"x":01}}',
      '{"skipped":"raw\u0001control"}',
      '{"skipped":[1,,2]}',
      '{"skipped":{"x":1,}}',
      '{"skipped":tru}',
    ];
    for (const selection of [true, { kept: true }] as JsonSelection[]) {
      const parser = new SelectiveJsonParser(selection);
      for (const text of invalid) {
        expect(() => JSON.parse(text) as unknown, text).toThrow();
        expect(attempt(parser, Buffer.from(text)), text).toBe('rejected');
      }
    }
  });

  it('agrees with JSON.parse on thousands of damaged records: same acceptance, same selected values', () => {
    const text = Buffer.from(JSON.stringify(RECORD));
    const parsers = [new SelectiveJsonParser(SELECTION), new SelectiveJsonParser(true)];
    const selections = [SELECTION, true] as const;
    // Bytes a damage puts in: JSON's own syntax, digits, escapes, a control character, invalid UTF-8.
    const inserts = Buffer.from('{}[]",:\\0123456789.eE+-tfnu \t\n\x01\xff\xc3');
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    let accepted = 0;
    for (let round = 0; round < 5000; round++) {
      const bytes = Buffer.from(text);
      let damaged: Buffer = bytes;
      for (let damage = 1 + random(2); damage > 0; damage--) {
        const at = random(damaged.length);
        const kind = random(3);
        const byte = Buffer.of(inserts[random(inserts.length)]!);
        if (kind === 0) damaged = Buffer.concat([damaged.subarray(0, at), damaged.subarray(at + 1)]);
        else if (kind === 1) damaged = Buffer.concat([damaged.subarray(0, at), byte, damaged.subarray(at)]);
        else damaged = Buffer.concat([damaged.subarray(0, at), byte, damaged.subarray(at + 1)]);
      }
      for (let i = 0; i < parsers.length; i++) {
        const expected = reference(damaged, selections[i]!);
        expect(attempt(parsers[i]!, damaged), damaged.toString('latin1')).toStrictEqual(expected);
        if (expected !== 'rejected') accepted++;
      }
    }
    // Both outcomes are exercised.
    expect(accepted).toBeGreaterThan(1000);
    expect(accepted).toBeLessThan(9000);
  });
});
