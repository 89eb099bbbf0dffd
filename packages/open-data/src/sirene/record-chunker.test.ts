import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wholeRecordChunks } from '../io/whole-record-chunks';
import { parseCsv } from './csv-record-parser';
import { recordBoundary, sireneRecordCut } from './record-chunker';

const boundary = (text: string) => recordBoundary(Buffer.from(text));

describe('recordBoundary', () => {
  it('cuts after the last line break outside quoted fields', () => {
    expect(boundary('a,b\nc,d\ne')).toBe(8);
    expect(boundary('a,b\nc,"d\ne",f\ng')).toBe(14);
    expect(boundary('a,b\nc,"d\ne')).toBe(4);
    expect(boundary('"a\nb",c\nd,"e\n')).toBe(8);
    expect(boundary('"a\nb')).toBe(0);
    expect(boundary('no line break')).toBe(0);
  });

  it('reads doubled quotes inside a quoted field, and quotes inside an unquoted field, as the parser does', () => {
    expect(boundary('a,"say ""hi""\n",b\nc')).toBe(18);
    expect(boundary('a,"x""\ny",b\nc')).toBe(12);
    expect(boundary('a,5" disk,b\nc,d\ne')).toBe(16);
    expect(boundary('a,5" disk\n"q\nr",s\n')).toBe(18);
  });
});

describe('wholeRecordChunks with the Sirene cut', () => {
  it('gives chunks of whole records that parse as the whole text does, whatever the chunk size', async () => {
    const text = 'h1,h2\r\n1,"a\nb"\r\n2,"c ""d"""\r\n3,e" f\r\n\r\n4,"g,\nh\ni"\r\n5,j';
    const dir = await mkdtemp(join(tmpdir(), 'record-chunks-'));
    try {
      const file = join(dir, 'records.csv');
      await writeFile(file, text);
      for (let size = 1; size <= text.length; size++) {
        const chunks: Buffer[] = [];
        for await (const chunk of wholeRecordChunks([file], size, { cut: sireneRecordCut })) chunks.push(Buffer.from(chunk.bytes));
        expect(Buffer.concat(chunks).toString()).toBe(text);
        expect(chunks.flatMap((chunk) => parseCsv(chunk.toString()).map((r) => r.fields))).toEqual(parseCsv(text).map((r) => r.fields));
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
