import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadImageResponse } from '../../lib/og/load-image-response';
import { OG_DRAWABLE_SAMPLE } from '../../lib/og/og-text';
import { CompanyOgImage, OG_IMAGE_SIZE } from './company-og-image';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

afterEach(() => vi.restoreAllMocks());

describe('company Open Graph image', () => {
  it('draws every character image text may hold with the fonts on disk: no network, a 1200×630 PNG', async () => {
    // next/og downloads a font for any character its own font lacks: any network fetch is a failure
    // (its layout engine loads its WebAssembly through a `data:` URL, which stays allowed).
    const realFetch = globalThis.fetch;
    const downloads: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith('data:')) return realFetch(input, init);
      downloads.push(url);
      return Promise.reject(new Error('no network for Open Graph images'));
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const card = {
      name: OG_DRAWABLE_SAMPLE.slice(0, 100),
      facts: [OG_DRAWABLE_SAMPLE.slice(100, 160), OG_DRAWABLE_SAMPLE.slice(160)],
      status: 'Entreprise fermée le 12 mars 2020',
      closed: true,
      nonDiffusibleNote: 'Informations personnelles non diffusibles',
    };
    const ImageResponse = await loadImageResponse();
    const response = new ImageResponse(createElement(CompanyOgImage, { card, brandName: 'Registre Clair', kind: 'Fiche entreprise' }), OG_IMAGE_SIZE);
    const png = Buffer.from(await response.arrayBuffer());

    expect(downloads).toEqual([]);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
  });
});
