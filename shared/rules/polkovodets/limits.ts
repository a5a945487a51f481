/**
 * The documented ranges of a scenario file (docs/polk.md, rules document §19). Every number, list and
 * text of a scenario has one; the parser refuses anything outside it, naming the field. The ranges
 * are far beyond any game a game master plays, and chosen so that every later computation stays
 * exact: half-depots and sums of strengths remain integers far below 2^53, and the id counters can
 * never reach the point where `n + 1 === n` (which once made the marshal's appointment spin).
 */
export const SCENARIO_LIMITS = {
  /** Characters of a scenario file's text (a maximal valid scenario, as `polk export` writes it, is about 0.8 M). */
  textChars: 4_000_000,
  /** Width and height of an inline map. */
  mapSide: 200,
  /** Fortresses on a map (the compiled board indexes them in an Int8Array). */
  fortresses: 100,
  /** Cells of one fortress. */
  fortressCells: 100,
  /** Units on the map. */
  units: 1_000,
  /** Characters of a fortress name (`name`, `nameEn`). */
  nameChars: 60,
  /** Characters of a unit id. */
  unitIdChars: 40,
  /** Turns of a campaign (`turnLimit`; `turn` is from 1 to it). */
  turnLimit: 10_000,
  /**
   * Regimental depots of one army (multiples of 0.5). Play only adds trophies and the game master's
   * corrections (at most 100 000 each): ten thousand of them before an export could be refused.
   */
  depots: 1_000_000_000,
  /**
   * The id counters (`serial`, each of `nextIds`) and the number in an id of the form army letter +
   * digits (`A28`): below 10^12. A campaign's log would need a trillion recruitments to get there.
   */
  counter: 1_000_000_000_000,
  /** `seed`: any safe integer. */
  seed: Number.MAX_SAFE_INTEGER,
} as const;

/** Characters allowed in a unit id: letters and digits of any script, `-`, `_` and `.`. */
const UNIT_ID = /^[\p{L}\p{M}\p{N}_.-]+$/u;
/** Control, format, surrogate and private-use characters, and the line and paragraph separators. */
const NOT_PLAIN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\u2028\u2029]/u;

export const charCount = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};

/** What is wrong with a name (a fortress's `name` or `nameEn`), or null when it is plain text. */
export function nameProblem(name: string): 'length' | 'characters' | 'spaces' | null {
  if (name.length === 0 || charCount(name) > SCENARIO_LIMITS.nameChars) return 'length';
  if (NOT_PLAIN.test(name)) return 'characters';
  if (name.trim() !== name) return 'spaces';
  return null;
}

/** What is wrong with a unit id, or null. */
export function unitIdProblem(id: string): 'length' | 'characters' | 'number' | null {
  if (id.length === 0 || charCount(id) > SCENARIO_LIMITS.unitIdChars) return 'length';
  if (!UNIT_ID.test(id)) return 'characters';
  // An id of the form army letter + digits feeds the id counters (nextIdOf): keep its number in range.
  if (/^[ANF][0-9]+$/.test(id) && Number(id.slice(1)) >= SCENARIO_LIMITS.counter) return 'number';
  return null;
}

/** A value for a refusal's message: short, printable, never a whole megabyte or a nested structure. */
export function preview(v: unknown, max = 40): string {
  if (v === undefined) return '—';
  if (typeof v === 'string') {
    const chars = [...v.slice(0, 2 * max)].slice(0, max).join('');
    const shown = chars.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\u2028\u2029]/gu, '�');
    return shown.length < v.length ? `${shown}…` : shown;
  }
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  return typeOf(v);
}

/**
 * What a wrong value is, for a refusal's "found": its type, or a number itself (a number refused
 * where a number is expected is one that is not finite, or not whole: `1e999` reads as Infinity).
 */
export const typeOf = (v: unknown): string => (v === undefined ? '—' : v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? String(v) : typeof v);
