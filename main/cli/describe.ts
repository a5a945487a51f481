/**
 * One line of words per game event, for the command line's plain output (not --json).
 */
import { ARMY_NAMES, formatDepots, unitName, type Army, type GameEvent, type Lang } from '../../shared/rules/polkovodets';

const cell = (c: readonly [number, number]) => `(${c[0]}, ${c[1]})`;
const army = (a: Army | 'draw' | null, lang: Lang) => (a === null ? (lang === 'ru' ? 'никто' : 'nobody') : a === 'draw' ? (lang === 'ru' ? 'ничья' : 'a draw') : `${ARMY_NAMES[a][lang]} (${a})`);
const dep = (halves: number, lang: Lang) => formatDepots(halves, lang);
const signed = (halves: number, lang: Lang) => (halves > 0 ? '+' : '') + dep(halves, lang);

const REASONS: Record<string, { ru: string; en: string }> = {
  recruit: { ru: 'формирование', en: 'recruitment' },
  trophy: { ru: 'трофеи', en: 'trophies' },
  marshal: { ru: 'назначение маршала', en: 'marshal appointed' },
  correction: { ru: 'поправка мастера', en: "game master's correction" },
  start: { ru: 'начало', en: 'start' },
};

export function describeEvent(e: GameEvent, lang: Lang): string {
  const ru = lang === 'ru';
  switch (e.type) {
    case 'moved':
      return ru ? `${e.army}: ${unitName(e.unitType, lang, e.army)} ${e.unit} ${cell(e.from)} → ${cell(e.to)}${e.road ? ' маршем по дороге' : ''} (приказ ${e.commander})` : `${e.army}: ${unitName(e.unitType, lang, e.army)} ${e.unit} ${cell(e.from)} → ${cell(e.to)}${e.road ? ' by road march' : ''} (order of ${e.commander})`;
    case 'stepped':
      return ru ? `${e.army}: командир ${e.unit} шагнул ${cell(e.from)} → ${cell(e.to)}` : `${e.army}: commander ${e.unit} stepped ${cell(e.from)} → ${cell(e.to)}`;
    case 'struck':
      return ru
        ? `${e.army}: ${unitName(e.unitType, lang, e.army)} ${e.unit} ${e.ranged ? 'обстреляли' : 'ударили'} ${unitName(e.targetType, lang, e.targetArmy)} ${e.target} на ${cell(e.to)} — цель снята (приказ ${e.commander})`
        : `${e.army}: ${unitName(e.unitType, lang, e.army)} ${e.unit} ${e.ranged ? 'fired at' : 'struck'} ${unitName(e.targetType, lang, e.targetArmy)} ${e.target} at ${cell(e.to)}; the target is removed (order of ${e.commander})`;
    case 'recruited':
      return ru ? `${e.army}: сформированы ${unitName(e.unitType, lang, e.army)} ${e.unit} в крепости «${e.fortress}» ${cell(e.at)} за ${dep(e.cost, lang)}` : `${e.army}: recruited ${unitName(e.unitType, lang, e.army)} ${e.unit} in ${e.fortress} ${cell(e.at)} for ${dep(e.cost, lang)}`;
    case 'depots':
      return ru ? `${e.army}: склады ${signed(e.amount, lang)} (${REASONS[e.reason].ru}${e.note ? `: ${e.note}` : ''}), итого ${dep(e.balance, lang)}` : `${e.army}: depots ${signed(e.amount, lang)} (${REASONS[e.reason].en}${e.note ? `: ${e.note}` : ''}), balance ${dep(e.balance, lang)}`;
    case 'river_warning':
      return ru ? `${e.army}: ${e.unit} стоит на реке ${cell(e.at)} — 1/2, ещё один ход там, и утонет` : `${e.army}: ${e.unit} stands on the river ${cell(e.at)}: 1/2, one more move there and it drowns`;
    case 'drowned':
      return ru ? `${e.army}: ${unitName(e.unitType, lang, e.army)} ${e.unit} утонули на ${cell(e.at)}` : `${e.army}: ${unitName(e.unitType, lang, e.army)} ${e.unit} drowned at ${cell(e.at)}`;
    case 'marshal_lost':
      return ru ? `${e.army}: маршал ${e.unit} потерян` : `${e.army}: marshal ${e.unit} is lost`;
    case 'hold':
      return ru ? `${e.army}: удерживает крепость «${e.fortress}» — ${e.count}/2` : `${e.army}: holds ${e.fortress}: ${e.count}/2`;
    case 'hold_broken':
      return ru ? `${e.army}: удержание крепости «${e.fortress}» прервано` : `${e.army}: the hold on ${e.fortress} is broken`;
    case 'captured':
      return ru ? `${e.army}: взята крепость «${e.fortress}» (прежний владелец: ${army(e.from, lang)}), трофеи ${dep(e.trophies, lang)}` : `${e.army}: captured ${e.fortress} (from ${army(e.from, lang)}), trophies ${dep(e.trophies, lang)}`;
    case 'marshal_appointed':
      return ru ? `${e.army}: назначен маршал ${e.unit} на ${cell(e.at)} за ${dep(e.cost, lang)}` : `${e.army}: marshal ${e.unit} appointed at ${cell(e.at)} for ${dep(e.cost, lang)}`;
    case 'marshal_needed':
      return ru ? `${e.army}: нет маршала — мастер должен назначить нового (15 складов)` : `${e.army}: no marshal: the game master must appoint one (15 depots)`;
    case 'capitulated':
      return ru ? `${e.army}: капитуляция (${e.reason === 'no_depots' ? 'нет 15 складов на маршала' : 'нет свободной клетки своей крепости'})` : `${e.army}: capitulates (${e.reason === 'no_depots' ? 'no 15 depots for a marshal' : 'no free cell of an own fortress'})`;
    case 'army_out':
      return ru ? `${army(e.army, lang)} выбывает из игры` : `${army(e.army, lang)} is out of the game`;
    case 'move_ended':
      return ru ? `${e.army}: ход окончен (ход ${e.turn})` : `${e.army}: move ended (turn ${e.turn})`;
    case 'move_started':
      return ru ? `${e.army}: начинает ход (ход ${e.turn})` : `${e.army}: starts its move (turn ${e.turn})`;
    case 'turn_started':
      return ru ? `— ход ${e.turn} —` : `— turn ${e.turn} —`;
    case 'game_over':
      return ru ? `Игра окончена: победитель — ${army(e.winner, lang)}` : `Game over: the winner is ${army(e.winner, lang)}`;
  }
}
