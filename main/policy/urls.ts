/**
 * Which URLs the window may be on, navigate to, or hand to the operating system. Pure: no
 * `electron` import, so it runs under plain Node in the tests.
 *
 * The renderer is served from `app://polkovodets/` (a standard, secure custom scheme: it gets an
 * origin of its own, `'self'` in the CSP means exactly our files, and nothing is read through
 * `file://`).
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'polkovodets';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

function parse(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.length > 8192) return null;
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** True for URLs of our own renderer: `app://polkovodets/…`, nothing else (no credentials, no port). */
export function isAppUrl(raw: unknown): boolean {
  const url = parse(raw);
  return url !== null && url.protocol === `${APP_SCHEME}:` && url.hostname === APP_HOST && url.port === '' && url.username === '' && url.password === '';
}

/**
 * `will-navigate` policy: the window may only reload its own pages. Everything else (an http link,
 * a dropped file, `javascript:`) is refused.
 */
export function isAllowedNavigation(raw: unknown): boolean {
  return isAppUrl(raw);
}

/** A URL checked by `parseExternalUrl`; the brand makes the compiler carry the proof to `shell.openExternal`. */
export type ExternalUrl = string & { readonly __brand: 'ExternalUrl' };

/**
 * The only URLs handed to the operating system (`shell.openExternal`): https, with a host, without
 * credentials. Returns the normalised URL, or null.
 */
export function parseExternalUrl(raw: unknown): ExternalUrl | null {
  const url = parse(raw);
  if (url === null || url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.toString() as ExternalUrl;
}
