/*
 * The quote form store, split on its seams: values (the form's shape and defaults), mapping (form ↔
 * payload from the field registry), rules (steps, tabs, messages), storage (the local draft) and the
 * store itself. Islands import from here (or from ../quoteDraft, which re-exports it).
 */
export * from './values';
export * from './settings';
export * from './mapping';
export * from './rules';
export * from './storage';
export * from './store';
