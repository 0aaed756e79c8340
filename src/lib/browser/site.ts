/** Runs on every page (src/layouts/Base.astro): debug mode, the header and the analytics bootstrap. */
import { startDebug } from '../debug-mode';
import { startAnalytics } from './analytics';
import { startHeader } from './header';

// First, so that what the rest logs follows debug mode (spec section 5) on every page that runs script.
startDebug();
startHeader();
startAnalytics();
