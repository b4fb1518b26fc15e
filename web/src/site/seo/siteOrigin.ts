/**
 * Stands for the site's address in prerendered HTML: the build does not know where the site will be
 * served, so the server writes its configured SITE_URL over it when it loads the files.
 */
export const siteOriginPlaceholder = "https://skycharter-site-url.invalid";

/** The browser's own origin (the site is served at SITE_URL); the placeholder while prerendering. */
export function siteOrigin(): string {
  return globalThis.location?.origin ?? siteOriginPlaceholder;
}
