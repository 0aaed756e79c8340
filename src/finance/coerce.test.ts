import { describe, expect, it } from 'vitest';
import { coerceBoolean, coerceNumber, isFilled, numberOr } from './coerce';

describe('coerceNumber', () => {
  it.each([
    [12.5, { kind: 'number', value: 12.5 }],
    ['12.5', { kind: 'number', value: 12.5 }],
    [' 12,345.67 ', { kind: 'number', value: 12345.67 }],
    ['-3', { kind: 'number', value: -3 }],
    ['.5', { kind: 'number', value: 0.5 }],
    ['1e3', { kind: 'number', value: 1000 }],
    [undefined, { kind: 'missing' }],
    [null, { kind: 'missing' }],
    ['', { kind: 'missing' }],
    ['   ', { kind: 'missing' }],
    [Number.NaN, { kind: 'invalid' }],
    [Infinity, { kind: 'invalid' }],
    ['1e400', { kind: 'invalid' }],
    ['12abc', { kind: 'invalid' }],
    ['1,23', { kind: 'invalid' }],
    ['.', { kind: 'invalid' }],
    ['-', { kind: 'invalid' }],
    ['0x10', { kind: 'invalid' }],
    [true, { kind: 'invalid' }],
    [{}, { kind: 'invalid' }],
    [[1], { kind: 'invalid' }],
  ])('%j → %j', (value, expected) => {
    expect(coerceNumber(value)).toEqual(expected);
  });

  it('reads safe BigInts and rejects the rest', () => {
    expect(coerceNumber(10n)).toEqual({ kind: 'number', value: 10 });
    expect(coerceNumber(2n ** 60n)).toEqual({ kind: 'invalid' });
  });

  it('numberOr falls back for missing and invalid values', () => {
    expect(numberOr('x', 7)).toBe(7);
    expect(numberOr(undefined, 7)).toBe(7);
    expect(numberOr('0', 7)).toBe(0);
  });
});

describe('coerceBoolean / isFilled', () => {
  it.each([
    [true, true],
    ['true', true],
    [' Yes ', true],
    ['on', true],
    [1, true],
    ['1', true],
    [false, false],
    ['false', false],
    [0, false],
    [null, false],
    [undefined, false],
    ['anything', false],
  ])('coerceBoolean(%j) = %j', (value, expected) => {
    expect(coerceBoolean(value)).toBe(expected);
  });

  it.each([
    ['Acme Solar', true],
    ['  ', false],
    ['', false],
    [null, false],
    [undefined, false],
    [0, true],
    [Number.NaN, false],
    [false, true],
  ])('isFilled(%j) = %j', (value, expected) => {
    expect(isFilled(value)).toBe(expected);
  });
});
