/**
 * The colour theme a person picks in the MY menu: follow the system, or always light or dark.
 * Kept in localStorage (a plain string) and applied to <html data-theme> by THEME_BOOT_SCRIPT,
 * which the web build inlines at the top of <head> so the first paint is already in the right
 * colours. The server allows exactly that script by its hash in the Content-Security-Policy
 * (apps/server/src/plugins/external/helmet.ts), so the text here is the one source of both.
 */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ColorScheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'tubesphere.colorTheme';

export const isThemePreference = (value: unknown): value is ThemePreference =>
  typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);

/** Kept small and old-browser safe: it runs before anything else on every page. */
export const THEME_BOOT_SCRIPT = `(function(){var d=document.documentElement,p;try{p=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}d.dataset.theme=p==="dark"||(p!=="light"&&window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches)?"dark":"light"})()`;
