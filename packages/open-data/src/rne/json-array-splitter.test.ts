import { describe, expect, it } from 'vitest';
import { JsonArraySplitter } from './json-array-splitter';

function splitAll(chunks: string[]) {
  const splitter = new JsonArraySplitter();
  const out = chunks.flatMap((chunk) => splitter.push(chunk));
  const rest = splitter.end();
  return rest ? [...out, rest] : out;
}

describe('JsonArraySplitter', () => {
  const text = '[\n {"a": "x]}\\"{", "b": [1, {"c": 2}]},\n {"d": null}, 42, "s,]", true\n]\n';

  it('returns each element with the line it starts on', () => {
    const elements = splitAll([text]);
    expect(elements.map((e) => e.text)).toEqual(['{"a": "x]}\\"{", "b": [1, {"c": 2}]}', '{"d": null}', '42', '"s,]"', 'true']);
    expect(elements.map((e) => e.line)).toEqual([2, 3, 3, 3, 3]);
    expect(elements.map((e) => JSON.parse(e.text) as unknown)[1]).toEqual({ d: null });
  });

  it('gives the same elements whatever the chunk boundaries', () => {
    const whole = splitAll([text]);
    for (let size = 1; size < 12; size++) {
      const chunks: string[] = [];
      for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
      expect(splitAll(chunks)).toEqual(whole);
    }
  });

  it('handles an empty array and refuses what is not an array', () => {
    expect(splitAll(['  [ ]  '])).toEqual([]);
    expect(() => splitAll(['{"a": 1}'])).toThrow(/array was expected/);
    expect(() => splitAll(['[1] x'])).toThrow(/after the JSON array/);
    expect(() => splitAll(['[{"a": 1}, '])).toThrow(/not closed/);
  });

  it('returns a truncated last element for the caller to reject', () => {
    const elements = splitAll(['[{"a": 1}, {"b": ']);
    expect(elements).toEqual([
      { text: '{"a": 1}', line: 1 },
      { text: '{"b":', line: 1 },
    ]);
  });
});
