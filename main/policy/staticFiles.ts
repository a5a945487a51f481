/**
 * Mapping a request path to a file of the built renderer, for both the `app://` protocol and the
 * browser-mode server. The resolver is pure (string work only); `readStaticFile` adds the I/O.
 *
 * Refused: anything that decodes to a `..` segment (`/../`, `%2e%2e`, `..%2f`), backslashes (a
 * separator on Windows), NUL, drive letters and other colons, hidden files, malformed escapes, and
 * any result that does not stay under the root.
 */
import { realpath, readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';

export type StaticResolution =
  | { readonly ok: true; readonly file: string }
  | { readonly ok: false; readonly status: 400 | 403 | 404; readonly reason: string };

const MAX_PATH = 2048;

/**
 * `root`: the directory served; `rawPath`: the URL path as received (still percent-encoded; any
 * `?query` or `#hash` is ignored). `/` and directories mean `index.html`.
 */
export function resolveStaticPath(root: string, rawPath: string): StaticResolution {
  if (typeof rawPath !== 'string' || rawPath.length === 0 || rawPath.length > MAX_PATH) return { ok: false, status: 400, reason: 'bad path' };
  const pathOnly = rawPath.split(/[?#]/, 1)[0]!;
  if (!pathOnly.startsWith('/')) return { ok: false, status: 400, reason: 'path must start with /' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathOnly);
  } catch {
    return { ok: false, status: 400, reason: 'malformed escape' };
  }
  // Decoded once only: a literal "%2e%2e" left after decoding is an ordinary (missing) file name.
  if (decoded.includes('\0')) return { ok: false, status: 400, reason: 'NUL in path' };
  if (decoded.includes('\\')) return { ok: false, status: 403, reason: 'backslash in path' };
  if (decoded.includes(':')) return { ok: false, status: 403, reason: 'colon in path' };
  const segments = decoded.split('/').slice(1);
  for (const s of segments) {
    if (s === '..' || s === '.') return { ok: false, status: 403, reason: 'dot segment' };
    if (s.startsWith('.')) return { ok: false, status: 403, reason: 'hidden file' };
  }
  // A directory (the path ends with "/") means its index.html.
  if (segments[segments.length - 1] === '') segments[segments.length - 1] = 'index.html';
  const base = resolve(root);
  const file = resolve(base, ...segments.filter((s) => s !== ''));
  const rel = relative(base, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || !file.startsWith(base + sep)) return { ok: false, status: 403, reason: 'outside the root' };
  return { ok: true, file };
}

const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(file: string): string {
  return MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export type StaticRead =
  | { readonly ok: true; readonly file: string; readonly body: Buffer; readonly contentType: string }
  | { readonly ok: false; readonly status: 400 | 403 | 404; readonly reason: string };

/**
 * Resolve and read one file. With `followSymlinks: false` (the default) a symlink that leads out
 * of the root is refused too.
 */
export async function readStaticFile(root: string, rawPath: string, options: { followSymlinks?: boolean } = {}): Promise<StaticRead> {
  const r = resolveStaticPath(root, rawPath);
  if (!r.ok) return r;
  try {
    let file = r.file;
    if (!options.followSymlinks) {
      const realRoot = await realpath(root);
      file = await realpath(r.file);
      if (!file.startsWith(realRoot + sep)) return { ok: false, status: 403, reason: 'outside the root' };
    }
    const info = await stat(file);
    if (!info.isFile()) return { ok: false, status: 404, reason: 'not a file' };
    return { ok: true, file, body: await readFile(file), contentType: contentTypeFor(file) };
  } catch {
    return { ok: false, status: 404, reason: 'not found' };
  }
}
