import { describe, expect, it } from 'vitest';
import { aiHelperUrl } from './ai-helper-url';

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
});
