import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorCode } from '../../directus/api-error';
import { authFailureText, MESSAGES, validateForgot, validateLogin, validateReset, validateSignup, type SignupValues } from './validation';

const ok: SignupValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'secret',
  agreeTerms: true,
  agreePrivacy: true,
  newsletter: false,
};

describe('signup', () => {
  it('accepts a complete form (newsletter optional)', () => {
    expect(validateSignup(ok)).toEqual({});
  });

  it.each([
    [{ firstName: ' ' }, 'firstName', MESSAGES.firstName],
    [{ lastName: '' }, 'lastName', MESSAGES.lastName],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'ada@example' }, 'email', 'Please enter a valid email'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ agreeTerms: false }, 'agreeTerms', 'You must agree to the terms of service'],
    [{ agreePrivacy: false }, 'agreePrivacy', 'You must agree to the privacy policy'],
  ])('%o → %s: %s', (change, field, message) => {
    expect(validateSignup({ ...ok, ...change })).toEqual({ [field]: message });
  });
});

describe('login, forgot and reset', () => {
  it('login needs both fields', () => {
    expect(validateLogin('', 'x')).toBe('Please enter both email and password');
    expect(validateLogin('a@b.c', '')).toBe('Please enter both email and password');
    expect(validateLogin('a@b.c', 'x')).toBeNull();
  });

  it('forgot password', () => {
    expect(validateForgot('')).toBe('Please enter your email address');
    expect(validateForgot('nope')).toBe('Please enter a valid email address');
    expect(validateForgot('a@b.co')).toBeNull();
  });

  it('reset password: 8 characters and matching', () => {
    expect(validateReset('', '')).toEqual({ password: 'Please enter a new password' });
    expect(validateReset('1234567', '1234567')).toEqual({ password: 'Password must be at least 8 characters long' });
    expect(validateReset('12345678', '12345679')).toEqual({ confirm: 'Passwords do not match' });
    expect(validateReset('12345678', '12345678')).toEqual({});
  });
});

describe('authFailureText', () => {
  const failed = (message: string, code: ApiErrorCode) => new ApiError(message, { code });

  it("shows the server's words on login and signup", () => {
    expect(authFailureText(failed('Invalid user credentials.', 'refused'))).toBe('Invalid user credentials.');
    expect(authFailureText(failed('Failed to create account. Email may already be registered.', 'refused'))).toBe(
      'Failed to create account. Email may already be registered.',
    );
  });

  it("shows the screen's own text where the spec fixes one", () => {
    expect(authFailureText(failed('Invalid token', 'refused'), MESSAGES.resetFailed)).toBe('Failed to reset password. Please try again.');
  });

  it('says the server could not be reached rather than blaming the input', () => {
    expect(authFailureText(failed('Failed to login. Please try again.', 'network'))).toBe(MESSAGES.offline);
    expect(authFailureText(failed('Failed to send password reset email', 'network'), MESSAGES.forgotFailed)).toBe(MESSAGES.offline);
  });
});
