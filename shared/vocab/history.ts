/**
 * `polk history`: one line per log entry — its number, turn, army, what it did and who gave it
 * (the game master, a player's order code, a move file, the machine).
 */
import type { Action } from '../rules/polkovodets/actions';
import type { EntrySource } from '../rules/polkovodets/actions';
import type { Bilingual, Lang } from './lang';

const cell = (c: readonly [number, number]): string => `${c[0]},${c[1]}`;

/** What the entry did, in the command line's own terms (ids and cells, as `polk legal` prints them). */
export function actionText(action: Action, lang: Lang): string {
  const ru = lang === 'ru';
  switch (action.kind) {
    case 'order': {
      const o = action.order;
      if (o.kind === 'step') return ru ? `${o.commander}: сам идёт на ${cell(o.to)}` : `${o.commander}: steps to ${cell(o.to)}`;
      if (o.kind === 'recruit') return ru ? `${o.commander}: набор «${o.recruit}» на ${cell(o.to)}` : `${o.commander}: recruits ${o.recruit} at ${cell(o.to)}`;
      if (o.kind === 'strike') return ru ? `${o.commander}: ${o.unit} бьёт ${o.target ?? cell(o.to)}` : `${o.commander}: ${o.unit} strikes ${o.target ?? cell(o.to)}`;
      return ru ? `${o.commander}: ${o.unit} → ${cell(o.to)}` : `${o.commander}: ${o.unit} → ${cell(o.to)}`;
    }
    case 'end_move':
      return ru ? 'конец хода' : 'end of move';
    case 'appoint':
      return ru ? `маршал назначен на ${cell(action.at)}` : `marshal appointed at ${cell(action.at)}`;
    case 'correction':
      return ru ? `поправка складов ${action.army}: ${action.reason}` : `depot correction ${action.army}: ${action.reason}`;
  }
}

/** Who gave it, in words. */
export function sourceText(source: EntrySource, lang: Lang): string {
  const ru = lang === 'ru';
  switch (source.by) {
    case 'gm':
      return ru ? 'ведущий' : 'game master';
    case 'bot':
      return ru ? `машина (${source.level})` : `machine (${source.level})`;
    case 'code':
      return ru ? `игрок, код ${source.codeId}` : `player, code ${source.codeId}`;
    case 'mail':
      return ru ? `ход по почте, ключ ${source.keyId}` : `move by mail, key ${source.keyId}`;
  }
}

export const HISTORY_WORDS = {
  empty: { ru: 'В журнале ещё нет записей.', en: 'The log has no entries yet.' },
  turn: { ru: 'ход', en: 'turn' },
  created: { ru: 'кампания начата', en: 'campaign started' },
} as const satisfies Record<string, Bilingual>;
