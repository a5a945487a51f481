/**
 * Documents the console renders (turn summaries, the campaign report, the battle record) shown in a
 * sandboxed frame, and saved as files. Pure helpers; the frame itself is DocFrame.vue.
 *
 * Why the styles are taken out: a `srcdoc` frame inherits the window's Content-Security-Policy,
 * whose `style-src 'self'` refuses the document's own <style> elements. The frame (sandboxed
 * without scripts) gets its document without them, and the window hands the same rules over as a
 * constructed style sheet (`adoptedStyleSheets`), which that policy does not govern.
 */

export interface SplitDocument {
  /** The document without its <style> elements. */
  readonly html: string;
  /** Their rules, in document order. */
  readonly css: string;
}

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

export function splitStyles(html: string): SplitDocument {
  const css: string[] = [];
  const rest = html.replace(STYLE, (_m, rules: string) => {
    css.push(rules);
    return '';
  });
  return { html: rest, css: css.join('\n') };
}

/** The bytes of a rendered document: UTF-8 text, or base64 (a PDF crossing IPC and JSON). */
export function documentBytes(body: string, encoding: 'utf8' | 'base64'): Uint8Array {
  if (encoding === 'utf8') return new TextEncoder().encode(body);
  const bin = atob(body);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** A safe file name for a save dialog (the console's names are safe already; ours are made here). */
export const fileNameOf = (name: string, ext: string): string =>
  `${name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 150) || 'document'}.${ext}`;

/** Bytes as base64 (an upload crossing JSON), in chunks: a spread of megabytes overflows the stack. */
export function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}
