import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff-file-type';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffFileType', () => {
  it('tells PDF, JPEG, PNG and WebP by their signatures', () => {
    expect(sniffFileType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg');
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffFileType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffFileType(Buffer.from('<script>alert(1)</script>'))).toBeNull();
    expect(sniffFileType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffFileType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
});
