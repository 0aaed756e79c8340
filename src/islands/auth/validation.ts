/** Validation of the account screens, with the spec's exact messages (section 5). */
import type { ApiError } from '../../directus';

/** The "basic address pattern": something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  password: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
  terms: 'You must agree to the terms of service',
  privacy: 'You must agree to the privacy policy',
  loginBoth: 'Please enter both email and password',
  forgotEmail: 'Please enter your email address',
  forgotEmailInvalid: 'Please enter a valid email address',
  resetPassword: 'Please enter a new password',
  resetShort: 'Password must be at least 8 characters long',
  resetMismatch: 'Passwords do not match',
  signupFailed: 'Failed to create account. Please try again.',
  loginFailed: 'Failed to login. Please try again.',
  forgotFailed: 'Failed to send reset email. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
  /** Not in the spec: a failed call that never reached the server says so rather than blaming the input. */
  offline: 'Could not reach Atlas. Please check your connection and try again.',
} as const;

/**
 * The form-level text for a failed account call: `offline` when the server could not be reached;
 * otherwise the server's words where the spec shows them (login, signup: `screenText` = null), or the
 * screen's own text where the spec fixes one (password reset request and reset).
 */
export function authFailureText(error: ApiError, screenText: string | null = null): string {
  if (error.code === 'network') return MESSAGES.offline;
  return screenText ?? error.message;
}

/** Spec section 9: password minimum 6 at signup, 8 at reset. */
export const SIGNUP_PASSWORD_MIN = 6;
export const RESET_PASSWORD_MIN = 8;

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  newsletter: boolean;
}

export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

/** Every failing rule of the signup form, one message per field. */
export function validateSignup(v: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (!v.firstName.trim()) errors.firstName = MESSAGES.firstName;
  if (!v.lastName.trim()) errors.lastName = MESSAGES.lastName;
  if (!v.email.trim()) errors.email = MESSAGES.email;
  else if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = MESSAGES.emailInvalid;
  if (!v.password) errors.password = MESSAGES.password;
  else if (v.password.length < SIGNUP_PASSWORD_MIN) errors.password = MESSAGES.passwordShort;
  if (!v.agreeTerms) errors.agreeTerms = MESSAGES.terms;
  if (!v.agreePrivacy) errors.agreePrivacy = MESSAGES.privacy;
  return errors;
}

/** The login form's single rule. */
export function validateLogin(email: string, password: string): string | null {
  return !email.trim() || !password ? MESSAGES.loginBoth : null;
}

/** The forgot-password form's rules. */
export function validateForgot(email: string): string | null {
  if (!email.trim()) return MESSAGES.forgotEmail;
  if (!EMAIL_PATTERN.test(email.trim())) return MESSAGES.forgotEmailInvalid;
  return null;
}

/** The reset form's rules, first failing one. */
export function validateReset(password: string, confirm: string): { password?: string; confirm?: string } {
  if (!password) return { password: MESSAGES.resetPassword };
  if (password.length < RESET_PASSWORD_MIN) return { password: MESSAGES.resetShort };
  if (password !== confirm) return { confirm: MESSAGES.resetMismatch };
  return {};
}
