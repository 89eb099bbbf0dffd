import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-record-parser';
import { RecordChunker, recordBoundary } from './record-chunker';

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

describe('RecordChunker', () => {
  it('gives chunks of whole records that parse as the whole text does, wherever the reads are cut', () => {
    const text = 'h1,h2\r\n1,"a\nb"\r\n2,"c ""d"""\r\n3,e" f\r\n\r\n4,"g,\nh\ni"\r\n5,j';
    for (let size = 1; size <= text.length; size++) {
      const chunker = new RecordChunker(4);
      const chunks: Buffer[] = [];
      const bytes = Buffer.from(text);
      for (let i = 0; i < bytes.length; i += size) chunks.push(...chunker.push(bytes.subarray(i, i + size)));
      chunks.push(...chunker.end());
      expect(Buffer.concat(chunks).toString()).toBe(text);
      expect(chunks.flatMap((chunk) => parseCsv(chunk.toString()).map((r) => r.fields))).toEqual(parseCsv(text).map((r) => r.fields));
    }
  });
});
