/**
 * PT Sans (Cyrillic and Latin; regular, bold, italic) as @font-face rules with data: URLs, so the
 * summary's HTML is self-contained and prints the same everywhere — in Chromium, in Electron, in any
 * browser that opens the file. Read once from the console's own font sheet, assets/fonts/fonts.css
 * (the window uses the same files); $POLK_FONTS_DIR may point at another copy of that folder.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | null = null;
let problem: string | null = null;

/** assets/fonts, from the source (main/summary/) or from a bundle (out/cli/, out/main/): both two levels down. */
function fontsDir(): string | null {
  const candidates: string[] = [];
  if (process.env.POLK_FONTS_DIR) candidates.push(process.env.POLK_FONTS_DIR);
  // A CommonJS bundle (the Electron main process) has __dirname; an ES module has its own URL.
  const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
  candidates.push(join(here, '..', '..', 'assets', 'fonts'), join(process.cwd(), 'assets', 'fonts'));
  for (const c of candidates) {
    try {
      readFileSync(join(c, 'fonts.css'));
      return c;
    } catch {
      // next
    }
  }
  return null;
}

/**
 * The @font-face rules of assets/fonts/fonts.css with each font file inline. Empty (and
 * `fontProblem()` says why) when the folder is missing: the summary then falls back to DejaVu Sans / Arial.
 */
export function fontFaceCss(): string {
  if (cached !== null) return cached;
  const dir = fontsDir();
  if (!dir) {
    problem = 'assets/fonts not found';
    cached = '';
    return cached;
  }
  try {
    const css = readFileSync(join(dir, 'fonts.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');
    cached = css.replace(/url\(\.\/([^)]+?\.woff2)\)/g, (_m, file: string) => `url(data:font/woff2;base64,${readFileSync(join(dir, file)).toString('base64')})`).trim();
  } catch (e) {
    problem = `assets/fonts unreadable: ${(e as Error).message}`;
    cached = '';
  }
  return cached;
}

/** Why the fonts could not be embedded, or null. */
export function fontProblem(): string | null {
  fontFaceCss();
  return problem;
}
