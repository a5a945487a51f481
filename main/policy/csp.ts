/**
 * The Content-Security-Policy of the console window, the same in Electron (`app://polkovodets`) and
 * in browser mode (`http://127.0.0.1:PORT`): `'self'` is our own origin in both.
 *
 * No inline or evaluated script, nothing from the network, no plugins, no frames, no forms. Inline
 * `style="…"` attributes are allowed (style-src-attr) because Vue may hoist static markup with style
 * attributes; `<style>` elements and stylesheets still come only from our own files.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // fetch and server-sent events in browser mode; nothing in Electron (IPC is not a fetch).
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-src': ["'none'"],
  'worker-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  // Only honoured in a header (browser mode and our app:// responses), not in a <meta>.
  'frame-ancestors': ["'none'"],
});

export function contentSecurityPolicy(directives: Readonly<Record<string, readonly string[]>> = CSP_DIRECTIVES): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Parse a policy back into directives (tests, and checking a page's own <meta> policy). */
export function parseCsp(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), values);
  }
  return out;
}
