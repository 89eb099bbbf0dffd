import { describe, expect, it } from 'vitest';
import { fileToBase64 } from './file-to-base64';

describe('fileToBase64', () => {
  it('encodes every byte, across chunk boundaries', async () => {
    const bytes = Uint8Array.from({ length: 0x8000 * 2 + 17 }, (_, index) => (index * 7) % 256);
    expect(await fileToBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
  });
});
