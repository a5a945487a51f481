/**
 * The machine's reasons as the log keeps them (a bot entry's note: its code and detail, and the
 * words it was recorded with), said again in a language with the campaign's map — so that in
 * English a fortress has its `nameEn` (issue 22). The stored words are not rewritten: they are what
 * is said for a code this catalog no longer knows (an entry of an older or newer version).
 */
import { EXPLANATION_TEXTS } from './bots';
import type { Lang } from './lang';
import type { FortressNames } from './names';

/** What the log keeps of a reason (the fields of a bot entry's note that words need). */
export interface StoredReason {
  readonly code: string;
  readonly detail: Readonly<Record<string, string | number>>;
  readonly ru: string;
  readonly en: string;
}

type Sentences = Readonly<Record<Lang, (d: StoredReason['detail'], map?: FortressNames) => string>>;
const SENTENCES: Readonly<Record<string, Sentences | undefined>> = EXPLANATION_TEXTS;

/** The reason in `lang`, from its code and detail with `map`'s names; the stored words for an unknown code. */
export function describeStoredReason(reason: StoredReason, lang: Lang, map?: FortressNames): string {
  const sentences = Object.hasOwn(SENTENCES, reason.code) ? SENTENCES[reason.code] : undefined;
  if (!sentences) return reason[lang];
  try {
    return sentences[lang](reason.detail, map);
  } catch {
    // A detail of the wrong shape in a damaged note: the words it was stored with.
    return reason[lang];
  }
}
