/**
 * Reading a PDF as poppler-utils see it: pages and their sizes (`pdfinfo`), the words of the text
 * layer with their boxes (`pdftotext -bbox`), pages as pictures (`pdftoppm`).
 */
import { execFileSync } from 'node:child_process';

export interface Word {
  readonly text: string;
  readonly xMin: number;
  readonly yMin: number;
  readonly xMax: number;
  readonly yMax: number;
}

export interface PdfPage {
  readonly width: number;
  readonly height: number;
  readonly words: readonly Word[];
}

const unescape = (s: string): string => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** Every page's size (pt) and words. */
export function pdfPages(file: string): PdfPage[] {
  const xml = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const pages: PdfPage[] = [];
  for (const m of xml.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)) {
    const words: Word[] = [];
    for (const w of m[3].matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g)) {
      words.push({ xMin: Number(w[1]), yMin: Number(w[2]), xMax: Number(w[3]), yMax: Number(w[4]), text: unescape(w[5]) });
    }
    pages.push({ width: Number(m[1]), height: Number(m[2]), words });
  }
  return pages;
}

/** `pdfinfo`'s page count and each page's size line ("595.28 x 841.89 pts (A4)"). */
export function pdfPageSizes(file: string): { pages: number; sizes: string[] } {
  const head = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(head)?.[1] ?? 0);
  const all = execFileSync('pdfinfo', ['-f', '1', '-l', String(pages), file], { encoding: 'utf8' });
  const sizes = [...all.matchAll(/Page\s+\d+ size:\s+(.+)/g)].map((m) => m[1].trim());
  return { pages, sizes };
}

export const MM_PT = 72 / 25.4;
