/**
 * One line of words per game event, for the command line's plain output (not --json). The words
 * are the catalog's (shared/vocab): the window and the printed summaries say the same sentence.
 */
import type { GameEvent } from '../../shared/rules/polkovodets';
import type { Lang } from '../../shared/vocab';
import { eventLine, type FortressNames } from '../../shared/vocab';

/** `map` (the campaign's) gives fortress names their English forms. */
export function describeEvent(e: GameEvent, lang: Lang, map?: FortressNames): string {
  return eventLine(e, lang, map);
}
