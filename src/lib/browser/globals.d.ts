// Globals the page head defines (src/layouts/Base.astro) for every script and island.
export {};

declare global {
  interface Window {
    /** Sends an analytics event; safe to call before any provider loads, and a no-op when none is configured. */
    atlasTrack?: (event: string, props?: Record<string, unknown>) => void;
    /** Events sent before the provider loaded. */
    __atlasQ?: Array<[string, Record<string, unknown>]>;
    /**
     * The page's own console, as it was before debug mode silenced it (src/lib/debug-mode.ts): for output the
     * visitor asks for (the calculators' Print to Console), which the silencing is not meant to swallow.
     */
    __atlasConsole?: Console;
    /** Enters a debug code as ?debug= does, then reloads the page (src/lib/debug-mode.ts). */
    atlasDebug?: (code: string) => void;
  }
  interface ImportMetaEnv {
    readonly PUBLIC_ANALYTICS_PROVIDER?: 'plausible' | 'umami' | 'custom';
    readonly PUBLIC_ANALYTICS_SRC?: string;
    readonly PUBLIC_ANALYTICS_SITE_ID?: string;
    readonly PUBLIC_FORMS_URL?: string;
    readonly PUBLIC_FORMS_CONTACT_ID?: string;
    readonly PUBLIC_FORMS_INSTALLER_ID?: string;
    readonly PUBLIC_SUPPORT_EMAIL?: string;
    readonly PUBLIC_DEBUG_CODE?: string;
  }
}
