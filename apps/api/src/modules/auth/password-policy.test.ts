import { describe, expect, it } from 'vitest';
import { passwordPolicyErrors } from './password-policy';

describe('passwordPolicyErrors', () => {
  it('accepts an uncommon password unrelated to the e-mail', () => {
    expect(passwordPolicyErrors('Tournesol-Bleu-42', 'marie@exemple.fr')).toEqual([]);
  });

  it.each(['password', 'PASSWORD1', '12345678', 'azertyuiop', 'motdepasse', 'iloveyou'])('refuses the common password %s, whatever its case', (password) => {
    expect(passwordPolicyErrors(password, 'marie@exemple.fr')).toEqual(['errors:validation.password.too-common']);
  });

  it('refuses the e-mail and its local part', () => {
    expect(passwordPolicyErrors('Marie.Durand@Exemple.fr', 'marie.durand@exemple.fr')).toEqual(['errors:validation.password.same-as-email']);
    expect(passwordPolicyErrors('marie.durand', 'marie.durand@exemple.fr')).toEqual(['errors:validation.password.same-as-email']);
  });
});
