/**
 * The `app://polkovodets/` protocol: the built renderer, read from one folder, with the CSP and
 * other security headers on every response. The scheme is registered as standard and secure (so it
 * has a proper origin and `'self'` works), in main.ts. This file builds the responses and imports
 * no electron, so the tests call it directly under Node (Node 20 has the same `Response`).
 */
import { contentSecurityPolicy } from '../policy/csp';
import { readStaticFile } from '../policy/staticFiles';
import { APP_HOST, APP_SCHEME } from '../policy/urls';

export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true, codeCache: true } as const;

const HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-cache',
};

const insideAsar = (dir: string): boolean => /\.asar([\\/]|$)/.test(dir);

function refusal(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** Answer one `app://` request from `rootDir` (out/renderer). */
export async function appProtocolResponse(rootDir: string, request: { url: string; method?: string }): Promise<Response> {
  const method = (request.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return refusal(405, 'method not allowed');
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return refusal(400, 'bad url');
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.hostname !== APP_HOST || url.port !== '' || url.username !== '' || url.password !== '') return refusal(404, 'not found');
  // The URL parser has already folded `..` and `%2e%2e`; the resolver refuses what is left
  // (`..%2f`, backslashes, …). The path stays percent-encoded until the resolver decodes it once.
  const path = url.pathname || '/';
  // On disk (development) a symlink out of the folder is refused; inside the packaged asar archive
  // every file is ours and realpath cannot see in.
  const file = await readStaticFile(rootDir, path, { followSymlinks: insideAsar(rootDir) });
  if (!file.ok) return refusal(file.status, file.reason);
  return new Response(method === 'HEAD' ? null : new Uint8Array(file.body), { status: 200, headers: { ...HEADERS, 'Content-Type': file.contentType } });
}
