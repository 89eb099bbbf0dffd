import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_ICON_SVG, brandLogoSvg, logoFileName } from './brand-logo';

describe('press kit logo', () => {
  it('is the site icon, byte for byte', () => {
    expect(readFileSync(new URL('../../app/icon.svg', import.meta.url), 'utf8').trim()).toBe(BRAND_ICON_SVG);
  });

  it('gets an explicit size', () => {
    expect(brandLogoSvg(512)).toMatch(/^<svg width="512" height="512" xmlns=/);
  });
});

describe('logoFileName', () => {
  it('makes a file name of the brand', () => {
    expect(logoFileName('Registre Clair', 'png')).toBe('registre-clair-logo.png');
    expect(logoFileName('Sociétés & Cie', 'svg')).toBe('societes-cie-logo.svg');
  });
});
