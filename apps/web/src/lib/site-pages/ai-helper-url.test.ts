import { afterEach, describe, expect, it, vi } from 'vitest';
import { aiHelperUrl, DEFAULT_AI_HELPER_URL } from './ai-helper-url';

afterEach(() => vi.unstubAllEnvs());

describe('aiHelperUrl', () => {
  it('puts the encoded question where the template says', () => {
    expect(aiHelperUrl('Que sait-on de DUPONT & FILS ?', 'https://chat.example/new?q={question}&src=rc')).toBe(
      'https://chat.example/new?q=Que%20sait-on%20de%20DUPONT%20%26%20FILS%20%3F&src=rc',
    );
  });

  it('refuses a template without {question} or that is not an http(s) address', () => {
    expect(aiHelperUrl('x', 'https://chat.example/')).toBeNull();
    expect(aiHelperUrl('x', 'javascript:alert({question})')).toBeNull();
    expect(aiHelperUrl('x', 'pas une adresse {question}')).toBeNull();
  });

  it("opens Claude's new-chat page with the question only in its q parameter by default, or AI_HELPER_URL's chat", () => {
    vi.stubEnv('AI_HELPER_URL', '');
    const question = "Peux-tu m'expliquer la notion de « Kbis » ? https://registre.example/notre-lexique/registres-identifiants/kbis";
    const url = new URL(aiHelperUrl(question) ?? '');
    expect(DEFAULT_AI_HELPER_URL).toBe('https://claude.ai/new?q={question}');
    expect(`${url.origin}${url.pathname}`).toBe('https://claude.ai/new');
    expect([...url.searchParams.keys()]).toEqual(['q']);
    expect(url.searchParams.get('q')).toBe(question);
    vi.stubEnv('AI_HELPER_URL', ' https://chat.example/?prompt={question} ');
    expect(aiHelperUrl('Et le RCS ?')).toBe('https://chat.example/?prompt=Et%20le%20RCS%20%3F');
  });
});
