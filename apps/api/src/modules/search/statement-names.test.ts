import { describe, expect, it } from 'vitest';
import { statementNames } from './statement-names';

/** The name a statement is sent under (undefined: unnamed). */
const named = (max: number) => {
  const statement = statementNames('page', max);
  return (text: string) => statement(text, []).name;
};

describe('statementNames', () => {
  it('sends the text and values, unnamed then named', () => {
    const statement = statementNames('page', 4);
    expect(statement('SELECT $1', [1])).toEqual({ text: 'SELECT $1', values: [1] });
    expect(statement('SELECT $1', [2])).toEqual({ name: 'page-1', text: 'SELECT $1', values: [2] });
  });

  it('names a text from its second use, and keeps that name', () => {
    const nameOf = named(4);
    expect(nameOf('SELECT 1')).toBeUndefined();
    expect(nameOf('SELECT 1')).toBe('page-1');
    expect(nameOf('SELECT 1')).toBe('page-1');
    expect(nameOf('SELECT 2')).toBeUndefined();
    expect(nameOf('SELECT 2')).toBe('page-2');
  });

  it('names at most `max` texts: the others stay unnamed', () => {
    const nameOf = named(2);
    for (const text of ['a', 'b', 'c']) {
      nameOf(text);
      nameOf(text);
    }
    expect(nameOf('a')).toBe('page-1');
    expect(nameOf('b')).toBe('page-2');
    expect(nameOf('c')).toBeUndefined();
    expect(nameOf('c')).toBeUndefined();
  });

  it('forgets the texts seen once when they grow past 16 times `max`', () => {
    const nameOf = named(1);
    nameOf('first');
    for (let i = 0; i < 16; i++) nameOf(`other ${i}`);
    expect(nameOf('first')).toBeUndefined();
    expect(nameOf('first')).toBe('page-1');
  });
});
