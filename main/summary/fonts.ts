/**
 * PT Sans (Cyrillic and Latin; regular, bold, italic) as @font-face rules with data: URLs, so the
 * summary's HTML is self-contained and prints the same everywhere — in Chromium, in Electron, in any
 * browser that opens the file. Read once from @fontsource/pt-sans and kept in memory
 * ($POLK_FONTS_DIR may point at a copy of the package's folder in a packaged build).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The subsets and faces embedded: Russian and English text need nothing more. */
const SHEETS = ['400.css', '700.css', '400-italic.css'];
const SUBSETS = ['cyrillic', 'latin'];

let cached: string | null = null;
let problem: string | null = null;

const FONT_PACKAGE = '@fontsource/pt-sans/package.json';

function packageDir(): string | null {
  const candidates: string[] = [];
  if (process.env.POLK_FONTS_DIR) candidates.push(process.env.POLK_FONTS_DIR);
  // A CommonJS bundle (the Electron main process) has require; an ES module resolves from its own URL.
  try {
    if (typeof require === 'function') candidates.push(dirname(require.resolve(FONT_PACKAGE)));
  } catch {
    // not from here
  }
  try {
    candidates.push(dirname(createRequire(import.meta.url).resolve(FONT_PACKAGE)));
  } catch {
    // not from here
  }
  candidates.push(join(process.cwd(), 'node_modules', '@fontsource', 'pt-sans'));
  for (const c of candidates) {
    try {
      readFileSync(join(c, '400.css'));
      return c;
    } catch {
      // next
    }
  }
  return null;
}

/**
 * The @font-face rules for 'PT Sans' with the fonts inline. Empty (and `fontProblem()` says why) when
 * the font package is missing: the summary then falls back to DejaVu Sans / Arial.
 */
export function fontFaceCss(): string {
  if (cached !== null) return cached;
  const dir = packageDir();
  if (!dir) {
    problem = '@fontsource/pt-sans not found';
    cached = '';
    return cached;
  }
  const rules: string[] = [];
  try {
    for (const sheet of SHEETS) {
      const css = readFileSync(join(dir, sheet), 'utf8');
      for (const block of css.split('@font-face').slice(1)) {
        const body = block.slice(block.indexOf('{') + 1, block.indexOf('}'));
        const file = /url\(\.\/files\/([^)]+?\.woff2)\)/.exec(body)?.[1];
        if (!file || !SUBSETS.some((s) => file.startsWith(`pt-sans-${s}-`))) continue;
        const data = readFileSync(join(dir, 'files', file)).toString('base64');
        const keep = body
          .split(';')
          .map((d) => d.trim())
          .filter((d) => d && !d.startsWith('src') && !d.startsWith('font-display'));
        rules.push(`@font-face { ${keep.join('; ')}; font-display: block; src: url(data:font/woff2;base64,${data}) format('woff2'); }`);
      }
    }
  } catch (e) {
    problem = `@fontsource/pt-sans unreadable: ${(e as Error).message}`;
    cached = '';
    return cached;
  }
  cached = rules.join('\n');
  return cached;
}

/** Why the fonts could not be embedded, or null. */
export function fontProblem(): string | null {
  fontFaceCss();
  return problem;
}
