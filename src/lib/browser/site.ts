/** Runs on every page (src/layouts/Base.astro): debug mode, the header and the analytics bootstrap. */
import { startDebug } from '../../stores/debug';
import { startAnalytics } from './analytics';
import { startHeader } from './header';

startDebug();
startHeader();
startAnalytics();
