import { describe, expect, it } from 'vitest';
import { fillText } from './fill-text';

describe('fillText', () => {
  it('fills every placeholder with its value, numbers included', () => {
    expect(fillText('Étape {{number}} sur {{total}} : {{name}}', { number: 2, total: 3, name: 'Vous' })).toBe('Étape 2 sur 3 : Vous');
  });

  it('leaves a placeholder without a value, and a text without any, as they are', () => {
    expect(fillText('Objet : {{subject}}', {})).toBe('Objet : {{subject}}');
    expect(fillText('Étape suivante')).toBe('Étape suivante');
  });
});
