/**
 * The command line's game sentences: what an action did (order, end of move, marshal, undo, redo),
 * whose move it is, the legal orders and the position as `polk state` prints it. The command line's
 * own chrome (argument failures, help) stays beside its parser in main/cli/.
 */
import type { Army } from '../rules/polkovodets/types';
import { HOLDS_TO_CAPTURE } from '../rules/polkovodets/units';
import type { Bilingual, Lang } from './lang';
import { ARMY_NAMES, DRAW } from './names';

/** The line printed after each action, before its events. */
export const ACTION_DONE = {
  order: { ru: 'Приказ принят', en: 'Order accepted' },
  endMove: { ru: 'Ход армии окончен', en: "The army's move is over" },
  appoint: { ru: 'Маршал назначен', en: 'Marshal appointed' },
} as const satisfies Record<string, Bilingual>;

export const stepsUndone = (steps: number): Bilingual => ({ ru: `Отменено шагов: ${steps}`, en: `Steps undone: ${steps}` });
/** `polk redo`: the compatible extension beside `undo --steps`. */
export const stepsRedone = (steps: number): Bilingual => ({ ru: `Повторено шагов: ${steps}`, en: `Steps redone: ${steps}` });

/** "Order accepted (entry №12)". */
export const actionLine = (done: Bilingual, seq: number, lang: Lang): string => `${done[lang]} (${lang === 'ru' ? 'запись' : 'entry'} №${seq})`;

/** An army as the command line names it: «Россия (A)». */
export const armyWithLetter = (army: Army, lang: Lang): string => `${ARMY_NAMES[army][lang]} (${army})`;

/** What `polk state` and every action print last: whose move it is and what is left to do. */
export interface StatusFacts {
  readonly status: 'playing' | 'finished';
  readonly turn: number;
  readonly turnLimit: number;
  readonly winner: Army | 'draw' | null;
  readonly toMove: Army;
  readonly needsMarshal: boolean;
  readonly ordersLeft: readonly string[];
}

export function statusSentence(s: StatusFacts, lang: Lang): string {
  const ru = lang === 'ru';
  if (s.status === 'finished') {
    const w = s.winner === 'draw' ? DRAW[lang] : s.winner ? armyWithLetter(s.winner, lang) : '—';
    return ru ? `Игра окончена (ход ${s.turn} из ${s.turnLimit}); победитель: ${w}.` : `The game is over (turn ${s.turn} of ${s.turnLimit}); winner: ${w}.`;
  }
  const who = armyWithLetter(s.toMove, lang);
  const left = s.needsMarshal
    ? ru ? 'сначала назначьте маршала (polk appoint)' : 'appoint a marshal first (polk appoint)'
    : s.ordersLeft.length
      ? ru ? `приказы остались у: ${s.ordersLeft.join(', ')}` : `orders left: ${s.ordersLeft.join(', ')}`
      : ru ? 'приказов не осталось — polk end-move' : 'no orders left: polk end-move';
  return ru ? `Ход ${s.turn} из ${s.turnLimit}, ходит ${who}; ${left}.` : `Turn ${s.turn} of ${s.turnLimit}, ${who} to move; ${left}.`;
}

/** `polk legal`: the words beside the command lines of the legal orders. */
export const LEGAL_WORDS = {
  none: { ru: 'Допустимых приказов нет.', en: 'No legal orders.' },
  roadMarch: { ru: 'марш по дороге', en: 'road march' },
  strikeAt: { ru: 'удар по', en: 'strike' },
} as const satisfies Record<string, Bilingual>;

/** `polk legal`: where a recruitment would stand, the fortress's name already in the line's language. */
export const recruitIn = (fortress: string, lang: Lang): string => (lang === 'ru' ? `в крепости «${fortress}»` : `in ${fortress}`);

/** `polk new`: the campaign made, and its move order (with the lot's seed when it was drawn). */
export function createdLines(name: string, path: string, order: string, seed: number | null, lang: Lang): string {
  return lang === 'ru'
    ? `Кампания «${name}» создана: ${path}\nПорядок хода: ${order}${seed !== null ? ` (жребий: ${seed})` : ''}.`
    : `Campaign "${name}" created: ${path}\nMove order: ${order}${seed !== null ? ` (lot seed: ${seed})` : ''}.`;
}

/** `polk state`: the headings of its lines. */
export const STATE_WORDS = {
  depots: { ru: 'Склады', en: 'Depots' },
  strength: { ru: 'Сила', en: 'Strength' },
  out: { ru: 'Выбыли', en: 'Out' },
  units: { ru: 'Части', en: 'Units' },
  fortresses: { ru: 'Крепости:', en: 'Fortresses:' },
  /** A fortress nobody owns («ничья» крепость). */
  unowned: { ru: 'ничья', en: 'nobody' },
} as const satisfies Record<string, Bilingual>;

/** A fortress's owner (or nobody) and its hold, as `polk state` lists it; `name` already in the line's language. */
export function fortressStateLine(name: string, owner: Army | null, hold: { readonly army: Army; readonly count: number } | null, lang: Lang): string {
  const who = owner ?? STATE_WORDS.unowned[lang];
  const held = hold ? (lang === 'ru' ? `, удерживает ${hold.army} ${hold.count}/${HOLDS_TO_CAPTURE}` : `, held by ${hold.army} ${hold.count}/${HOLDS_TO_CAPTURE}`) : '';
  return `  ${name}: ${who}${held}`;
}

/** What a command wrote to a file, or found when it checked one. */
export const FILE_LINES = {
  scenarioWritten: (target: string): Bilingual => ({ ru: `Позиция записана как сценарий: ${target}`, en: `Position written as a scenario: ${target}` }),
  summaryWritten: (target: string): Bilingual => ({ ru: `Сводка записана: ${target}`, en: `Summary written: ${target}` }),
  verified: (r: { readonly entries: number; readonly snapshots: number; readonly integrity: string }): Bilingual => ({
    ru: `Кампания сходится: переиграно записей ${r.entries}, снимков проверено ${r.snapshots}; целостность SQLite: ${r.integrity}.`,
    en: `The campaign is consistent: ${r.entries} entries replayed, ${r.snapshots} snapshots checked; SQLite integrity: ${r.integrity}.`,
  }),
};
