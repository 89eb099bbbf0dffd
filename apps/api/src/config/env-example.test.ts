import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env-schema';

/** `.env.example` at the repository's root, the full list the README's configuration table points to. */
const example = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');

/** Variables set or shown commented out (`# NAME=value`), each with a comment line just above. */
const documented = new Map<string, string>();
const lines = example.split('\n');
lines.forEach((line, index) => {
  const match = /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(line);
  if (match) documented.set(match[1] as string, lines.slice(0, index).reverse().find((above) => !/^#?\s*[A-Z][A-Z0-9_]+=/.test(above)) ?? '');
});

describe('.env.example', () => {
  it('lists every variable the environment schema reads', () => {
    const missing = Object.keys(envSchema.shape).filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });

  it('explains each variable in a comment above it (or above its group)', () => {
    const unexplained = [...documented].filter(([, comment]) => !comment.startsWith('# ')).map(([name]) => name);
    expect(unexplained).toEqual([]);
  });
});
