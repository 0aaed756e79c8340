// Shared state for the signed-in app (nanostores). Logic lives here; islands render and dispatch.
export { $session, $user, initSession, login, signup, logout, SIGNED_IN_KEY, USER_KEY, type SessionState, type SessionStatus } from './session';
export {
  $projects,
  $projectLoads,
  projectStore,
  activeQuotes,
  archivedQuotes,
  loadProjects,
  loadProject,
  createProject,
  updateProject,
  archiveProject,
  restoreProject,
  markWizardDone,
  createQuote,
  updateQuote,
  archiveQuote,
  restoreQuote,
  isTempId,
  TEMP_ID_PREFIX,
  TOASTS,
  type ActionOptions,
  type ProjectsState,
  type ProjectLoad,
  type LoadStatus,
} from './projects';
export { ensureShared, setSharing, sharedUrl, sharedCanonicalPath, copyText, emailShareHref, textShareHref } from './sharing';
