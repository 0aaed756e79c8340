/** Runs on every page (src/layouts/Base.astro): the header and the analytics bootstrap. */
import { startAnalytics } from './analytics';
import { startHeader } from './header';

startHeader();
startAnalytics();
