/**
 * What the window says to the game master in a line, before it is put in words: a hint (a key of
 * the window's catalog under `hint.`, with its parameters) or the engine's refusal (already in both
 * languages, with its stable code). The view model and the stores make them; words.ts says them.
 */
import type { Bilingual } from '../../../shared/bridge/contract';

export interface Hint {
  /** An i18n key under `hint.`; the panels put it in words. */
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Message =
  /** `cell`: the cell the refused order or appointment concerns (the map shows the refusal beside it). */
  | { readonly tone: 'refusal'; readonly text: Bilingual; readonly code: string; readonly cell?: readonly [number, number] }
  | { readonly tone: 'hint' | 'done'; readonly hint: Hint };
