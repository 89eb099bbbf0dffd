import { describe, expect, it } from 'vitest';
import { digitSum, isLuhnValid, luhnCheckDigit } from './luhn';

describe('isLuhnValid', () => {
  it('accepts known Luhn numbers', () => {
    expect(isLuhnValid('79927398713')).toBe(true); // the textbook example
    expect(isLuhnValid('552081317')).toBe(true);
    expect(isLuhnValid('4111111111111111')).toBe(true); // test card number
  });

  it('refuses a wrong key, non-digits and empty input', () => {
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(isLuhnValid('552081318')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('5520 81317')).toBe(false);
  });
});

describe('luhnCheckDigit', () => {
  it('computes the key that makes a number valid', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(luhnCheckDigit('55208131')).toBe('7');
    expect(luhnCheckDigit('5520813176652')).toBe('2');
    expect(luhnCheckDigit('0')).toBe('0');
  });

  it('always yields exactly one valid digit', () => {
    for (const payload of ['1', '12', '12345678', '9999999999999', '40483304']) {
      const key = luhnCheckDigit(payload);
      const validKeys = '0123456789'.split('').filter((digit) => isLuhnValid(payload + digit));
      expect(validKeys).toEqual([key]);
    }
  });

  it('throws on non-digits', () => {
    expect(() => luhnCheckDigit('12a')).toThrow(RangeError);
    expect(() => luhnCheckDigit('')).toThrow(RangeError);
  });
});

describe('digitSum', () => {
  it('adds the digits', () => {
    expect(digitSum('35600000000048')).toBe(26);
    expect(digitSum('35600000049837')).toBe(45);
    expect(digitSum('')).toBe(0);
  });
});
