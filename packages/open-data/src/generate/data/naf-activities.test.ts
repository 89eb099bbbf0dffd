import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LEGAL_FORMS } from './legal-forms';
import { NAF_ACTIVITIES, NAF_PROFILES } from './naf-activities';

const require = createRequire(import.meta.url);
const nomenclature = new Set(
  (JSON.parse(readFileSync(require.resolve('@socialgouv/codes-naf/index.json'), 'utf8')) as Array<{ id: string }>).map((entry) => entry.id),
);

describe('NAF activities', () => {
  it('uses valid NAF rév. 2 subclasses only', () => {
    for (const code of NAF_ACTIVITIES.keys()) expect(nomenclature.has(code), code).toBe(true);
  });

  it('gives every activity a NAF 2025 code and words for names', () => {
    for (const activity of NAF_ACTIVITIES.values()) {
      expect(activity.naf25).toMatch(/^\d{2}\.\d{2}[A-Z]$/);
      expect(activity.words.length).toBeGreaterThan(0);
    }
  });

  it('draws each profile from described activities, each once', () => {
    for (const [profile, weights] of Object.entries(NAF_PROFILES)) {
      const codes = weights.map(([code]) => code);
      expect(new Set(codes).size, profile).toBe(codes.length);
      for (const code of codes) expect(NAF_ACTIVITIES.has(code), `${profile}: ${code}`).toBe(true);
    }
  });

  it('has a profile for every legal form, and the forms are the INSEE level III codes', () => {
    for (const form of LEGAL_FORMS) {
      expect(NAF_PROFILES[form.profile]).toBeDefined();
      expect(form.code).toMatch(/^\d{4}$/);
    }
    expect(LEGAL_FORMS.map((form) => form.code)).not.toContain('5720'); // SASU are 5710
  });
});
