/**
 * The Cyrillic a screen or a command's output in English may still show: proper-name fallbacks,
 * each with its reason. The language tests (tests/e2e/english.test.ts for the window,
 * tests/cli/english.test.ts for `polk --lang en`) take these out of every piece of text and fail on
 * any Cyrillic letter left.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CYRILLIC = /[\u0400-\u04FF]/;

export interface Fallback {
  /** What is taken out: a literal piece of text, or a pattern (global). */
  readonly pattern: string | RegExp;
  readonly reason: string;
}

const DEFAULT_MAP = JSON.parse(readFileSync(join(import.meta.dirname, '../../assets/maps/default.json'), 'utf8')) as { fortresses: { name: string; nameEn?: string }[] };

export const FALLBACKS: readonly Fallback[] = [
  {
    pattern: 'Русский',
    reason: "the language switch names each language in itself (the RU button's tooltip), so that a reader of either finds his own",
  },
  // The fortress panel shows the brochure's Russian name beside the English form: the game master
  // reads the map sheets and the players' orders, which carry the Russian names.
  ...DEFAULT_MAP.fortresses.map((f) => ({
    pattern: `(${f.name})`,
    reason: `the brochure's name of ${f.nameEn ?? f.name}, in brackets after its English form in the fortress panel (the map sheets carry the Russian name)`,
  })),
];

/**
 * The command line's referee prints references to its rule texts' paragraphs as the Russian texts
 * number and head them ("1-2б", "§Вместимость", "вступление"), so that the reader finds the
 * paragraph in the printed rules. Their English is the referee's (another branch of this round);
 * until it lands they are fallbacks of the referee commands only.
 */
export const REFEREE_REFERENCES: readonly Fallback[] = [
  { pattern: /\d-\d+[а-яё]/g, reason: "a paragraph number of a club rule text (1-2б), as printed" },
  { pattern: /§\s?[А-ЯЁа-яё][А-ЯЁа-яё ]*/g, reason: 'a section heading of a rule text (§Вместимость), as printed' },
  { pattern: /вступление/g, reason: "the club rule text's introduction, cited by its heading" },
];

const strip = (text: string, fallbacks: readonly Fallback[]): string =>
  fallbacks.reduce((s, f) => (typeof f.pattern === 'string' ? s.split(f.pattern).join('') : s.replace(f.pattern, '')), text);

/** The pieces of text with a Cyrillic letter left once the fallbacks are taken out. */
export function cyrillicLeft(texts: readonly string[], fallbacks: readonly Fallback[] = FALLBACKS): string[] {
  return texts.filter((t) => CYRILLIC.test(strip(t, fallbacks)));
}

/** The lines of a command's output with a Cyrillic letter left once the fallbacks are taken out. */
export const cyrillicLines = (output: string, fallbacks: readonly Fallback[] = FALLBACKS): string[] => cyrillicLeft(output.split('\n'), fallbacks);
