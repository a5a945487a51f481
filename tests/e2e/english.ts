/**
 * The Cyrillic a screen in English may still show: proper-name fallbacks, each with its reason.
 * The language test (english.test.ts, and the command line's tests/cli/english.test.ts) takes
 * these out of every piece of visible text and fails on any Cyrillic letter left.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CYRILLIC = /[\u0400-\u04FF]/;

interface Fallback {
  readonly text: string;
  readonly reason: string;
}

const DEFAULT_MAP = JSON.parse(readFileSync(join(import.meta.dirname, '../../assets/maps/default.json'), 'utf8')) as { fortresses: { name: string; nameEn?: string }[] };

export const FALLBACKS: readonly Fallback[] = [
  {
    text: 'Русский',
    reason: "the language switch names each language in itself (the RU button's tooltip), so that a reader of either finds his own",
  },
  // The fortress panel shows the brochure's Russian name beside the English form: the game master
  // reads the map sheets and the players' orders, which carry the Russian names.
  ...DEFAULT_MAP.fortresses.map((f) => ({
    text: `(${f.name})`,
    reason: `the brochure's name of ${f.nameEn ?? f.name}, in brackets after its English form in the fortress panel (the map sheets carry the Russian name)`,
  })),
];

/** The pieces of text with a Cyrillic letter left once the fallbacks are taken out. */
export function cyrillicLeft(texts: readonly string[]): string[] {
  return texts.filter((t) => CYRILLIC.test(FALLBACKS.reduce((s, f) => s.split(f.text).join(''), t)));
}
