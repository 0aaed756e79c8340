import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './passwords.mjs';

describe('isCommonPassword', () => {
  it.each(['123456', 'password', 'qwerty123', 'iloveyou', 'Password1', ' 123456 ', 'DRAGON'])('%j is common', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['lantern-orbit-walnut', 'pw-1712-secret', 'a-brand-new-password', '', null, 123456])(
    '%j is not refused as common',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
