/**
 * The data layer's fallback texts (spec, accounts document section 8): what a failed call's ApiError says
 * when the server gives no message of its own. Screens may word a failure differently by its code
 * (CONTRACTS.md §1); these stay the texts the spec names.
 */
export const FALLBACK = {
  authRequired: 'User must be authenticated',
  signup: 'Failed to create account. Email may already be registered.',
  login: 'Failed to login. Please try again.',
  logout: 'Failed to logout',
  passwordRequest: 'Failed to send password reset email',
  passwordReset: 'Failed to reset password',
  getProjects: 'Failed to get user projects',
  getProject: 'Failed to get project',
  createProject: 'Failed to create project',
  updateProject: 'Failed to update project',
  createQuote: 'Failed to create project quote',
  updateQuote: 'Failed to update project quote',
  deleteQuote: 'Failed to delete project quote',
  createRequest: 'Failed to create property request',
  updateRequest: 'Failed to update property request',
  getRequests: 'Failed to get property requests',
  getOrphanedRequests: 'Failed to get orphaned requests',
  junctionNotFound: 'Junction record not found',
  updateJunctionStatus: 'Failed to update junction status',
  getCounty: 'Failed to get county',
  getRankings: 'Failed to get rankings',
  getBusinesses: 'Failed to get businesses',
  getReferralCode: 'Failed to get referral code',
  getSharedView: 'The shared project could not be loaded. Please try again.',
} as const;
