import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholeRecordChunks } from './whole-record-chunks';
import { jsonLinesOf, readJsonLines } from './json-lines';

const TEXT = '\ufeff{"a":"é"}\r\n\n{"b":2}\n  \n{oops\n{"c":"€€€€€€€€€€€€€€€€€€€€"}\n{"d":4}';

/** The lines of the chunks, as jsonLinesOf numbers them from each chunk's first line. */
async function linesOfChunks(files: string[], size: number) {
  const lines: Array<{ file: string; text: string; line: number }> = [];
  const buffers = new Set<ArrayBufferLike>();
  for await (const chunk of wholeRecordChunks(files, size)) {
    buffers.add(chunk.bytes.buffer);
    for (const { bytes, line } of jsonLinesOf(chunk.bytes, chunk.firstLine)) lines.push({ file: chunk.file, text: bytes.toString('utf8'), line });
  }
  return { lines, buffers };
}

describe('wholeRecordChunks (JSON lines: records are lines)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'whole-record-chunks-'));
    await writeFile(join(dir, 'a.jsonl'), TEXT);
    await writeFile(join(dir, 'b.jsonl.gz'), gzipSync(Buffer.from(TEXT.replace('\ufeff', ''), 'utf8')));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('cuts files into whole lines whose numbers and bytes are those of the line reader, whatever the chunk size', async () => {
    const expected: Array<{ file: string; text: string; line: number }> = [];
    for (const file of ['a.jsonl', 'b.jsonl.gz']) {
      for await (const { text, line } of readJsonLines(Readable.from([Buffer.from(TEXT, 'utf8')]))) expected.push({ file, text, line });
    }
    for (const size of [1, 3, 8, 20, 64, 1 << 20]) {
      const { lines, buffers } = await linesOfChunks([join(dir, 'a.jsonl'), join(dir, 'b.jsonl.gz')], size);
      expect(lines).toEqual(expected);
      // Each chunk has a buffer of its own, never the pool shared by small buffers (a transfer would detach it).
      expect(buffers.has(Buffer.from('x').buffer)).toBe(false);
    }
  });

  it('numbers the lines of each chunk even when the previous chunk’s buffer was handed over to a worker', async () => {
    const lines = Array.from({ length: 50 }, (_, i) => `{"n":${i + 1}}`);
    await writeFile(join(dir, 'numbered.jsonl'), `${lines.join('\n')}\n`);
    const firsts: number[] = [];
    for await (const chunk of wholeRecordChunks([join(dir, 'numbered.jsonl')], 32)) {
      firsts.push(chunk.firstLine);
      expect(JSON.parse(chunk.bytes.toString('utf8').split('\n')[0]!)).toEqual({ n: chunk.firstLine });
      // What the importer does with each chunk: the buffer goes away (detached) before the next one is read.
      structuredClone(chunk.bytes.buffer, { transfer: [chunk.bytes.buffer as ArrayBuffer] });
    }
    expect(firsts.length).toBeGreaterThan(10);
  });

  it('gives a line longer than the chunk size whole, in a chunk of its own', async () => {
    const long = `{"text":"${'x'.repeat(5_000)}"}`;
    await writeFile(join(dir, 'long.jsonl'), `{"a":1}\n${long}\n{"b":2}\n`);
    const chunks: Array<{ text: string; firstLine: number }> = [];
    for await (const chunk of wholeRecordChunks([join(dir, 'long.jsonl')], 16)) chunks.push({ text: chunk.bytes.toString('utf8'), firstLine: chunk.firstLine });
    expect(chunks.map((chunk) => chunk.text).join('')).toBe(`{"a":1}\n${long}\n{"b":2}\n`);
    expect(chunks.find((chunk) => chunk.text.includes(long))?.firstLine).toBe(2);
  });
});
