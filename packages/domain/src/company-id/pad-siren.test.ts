import { describe, expect, it } from 'vitest';
import { padSiren } from './pad-siren';

describe('padSiren', () => {
  it('left-pads with zeros to 9 characters', () => {
    expect(padSiren('5')).toBe('000000005');
    expect(padSiren('5081317')).toBe('005081317');
  });

  it('leaves 9 characters or more unchanged', () => {
    expect(padSiren('552081317')).toBe('552081317');
    expect(padSiren('55208131766522')).toBe('55208131766522');
  });
});
