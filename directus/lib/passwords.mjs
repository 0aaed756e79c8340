// Common passwords are refused, server-side, on every path that sets one (registration, profile, reset,
// the Data Studio): the spec's minimum of 6 characters stays, but `123456` and the like are not passwords.
//
// The list is the ranked common-password dictionary of zxcvbn-ts (about 49,000 passwords seen most often in
// breaches), compared without regard to letter case or surrounding spaces.

import { dictionary } from '@zxcvbn-ts/language-common';

const COMMON = new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase()));

/** The message for a refused password (the signup form shows it as the server sends it). */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords, so it would be guessed quickly. Choose a less common one (a few unrelated words work well).';

/** Whether `password` is a common one. */
export function isCommonPassword(password) {
  return typeof password === 'string' && COMMON.has(password.trim().toLowerCase());
}
