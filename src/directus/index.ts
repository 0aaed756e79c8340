// The only door to @directus/sdk (STYLE.md habit 4): islands and stores import from here.
export { client, API_PATH, MS_REFRESH_BEFORE_EXPIRES } from './client';
export { ApiError, toApiError, type ApiErrorCode } from './api-error';
export { call, callWithoutSession, type Result } from './call';
export { onSessionExpired } from './session-expiry';
export { FALLBACK } from './errors';
export {
  fetchCurrentUser,
  restoreSession,
  login,
  needsOtp,
  logout,
  signup,
  updateUserFields,
  requestPasswordReset,
  resetPassword,
  type SignupInput,
} from './auth';
export { findPublishedReferralCode } from './referrals';
export { confirmPayment, PAYMENT_CONFIRM_PATH, type PaymentConfirmation } from './payments';
export {
  fetchProjects,
  fetchProject,
  insertProject,
  patchProject,
  insertQuote,
  patchQuote,
  removeQuote,
  fetchQuote,
  type NewProjectAddress,
  type ProjectPatch,
  type QuotePatch,
} from './projects';
export type { Project, Quote, QuoteStatus, StoredProposal, SharedProject, SharedQuote, User, AtlasUserFields } from './schema';
export { DEFAULT_USER_LIMITS } from './schema';
// Installer introductions (requests.ts): imported from './requests' directly, not re-exported here. Stores
// import this barrel as a namespace, which the bundler keeps whole, so every call exported here is in every
// signed-in page; the introduction calls are needed on two pages only.
export type {
  PropertyRequestView,
  RequestDetails,
  RequestBusinessLink,
  OrphanedRequest,
  RankingEntry,
  SelectionBusiness,
} from './requests';
