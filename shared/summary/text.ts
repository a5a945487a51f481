/**
 * The words of the summary and the report, in Russian and English, and the lines every view shares
 * (an order's cells, an event's sentence), so HTML, Markdown and the window say the same thing.
 */
import { ARMY_NAMES, formatDepotCards, formatDepots, unitName, type Army, type Cell, type DepotCards, type UnitType } from '../rules/polkovodets';
import type { FortressChange, Lang, Loss, SummaryEvent, SummaryOrder, UnitRef } from './model';

export const WORDS = {
  ru: {
    game: 'Полководец',
    turnSummary: 'Сводка хода',
    sinceSummary: 'Сводка с прошлой встречи',
    report: 'Отчёт о кампании',
    campaign: 'Кампания',
    turn: 'Ход',
    turns: 'Ходы',
    of: 'из',
    turnsLeft: 'осталось ходов',
    lastClosed: 'кампания закрыта в последний раз',
    firstSession: 'первая встреча',
    goal: 'Цель',
    goals: { rout: 'разгром (побеждает сильнейшая армия)', fortresses: '«Крепости» (больше крепостей, при равенстве — сила)' },
    goalShort: { rout: 'разгром', fortresses: 'крепости' },
    moveOrder: 'Порядок ходов',
    toMove: 'ходит',
    finished: 'Игра окончена',
    winner: 'победитель',
    draw: 'ничья',
    leader: 'Сейчас впереди',
    leaderDraw: 'Сейчас — равенство',
    map: 'Карта на конец хода',
    mapSince: 'Карта сейчас',
    orders: 'Приказы',
    noOrders: 'Приказов не было.',
    noOrdersMove: 'Приказов не было, ход окончен.',
    endEvents: 'События',
    noEvents: 'Событий не было.',
    n: '№',
    army: 'Армия',
    commander: 'Командир',
    unit: 'Часть',
    fromTo: 'Откуда → куда',
    result: 'Итог',
    armyMove: (army: string, turn: number) => `Ход ${turn}: ${army}`,
    moved: 'переход',
    road: 'марш по дороге',
    stepped: 'шаг командира',
    struck: 'удар',
    fired: 'огонь',
    destroyed: 'уничтожены',
    recruited: 'сформированы',
    recruitedIn: 'в крепости',
    cost: 'цена',
    left: 'остаток',
    self: 'сам',
    newUnit: 'новые',
    depots: 'Склады',
    ledger: 'Журнал складов',
    noLedger: 'Склады не менялись.',
    amount: 'Сумма',
    balanceAfter: 'Остаток',
    reason: 'Причина',
    reasons: { start: 'начальные', recruit: 'формирование', trophy: 'трофеи', marshal: 'назначение маршала', correction: 'поправка ведущего' },
    cards: 'Карточками',
    cardNames: { army: 'армейский', corps: 'корпусной', divisional: 'дивизионный', regimental: 'полковой' },
    cardValues: { army: '10', corps: '5', divisional: '2,5', regimental: '1' },
    half: '½',
    balanceStart: 'На начало',
    balanceEnd: 'На конец',
    canBuy: 'Можно сформировать',
    canBuyNothing: 'Денег нет ни на одну часть.',
    noFortressCell: 'нет свободной клетки в своих крепостях — формировать негде',
    freeCells: 'свободных клеток в крепостях',
    lossesRecruits: 'Потери и пополнения',
    losses: 'Потери',
    noLosses: 'Потерь нет.',
    recruits: 'Пополнения',
    noRecruits: 'Пополнений нет.',
    lossesShort: 'потери',
    recruitsShort: 'пополнения',
    kills: 'уничтожено частей противника',
    worth: 'на сумму',
    units: 'Частей',
    unitsOnMap: 'частей на поле',
    causes: { struck: 'удар', fired: 'огонь', drowned: 'утонули', capitulated: 'капитуляция', routed: 'разгром' },
    by: 'кем',
    appointed: 'назначен',
    fortresses: 'Крепости',
    fortress: 'Крепость',
    cells: 'клеток',
    owner: 'Владелец',
    ownerStart: 'Был',
    ownerEnd: 'Стал',
    nobody: 'никто',
    hold: 'Удержание',
    onIt: 'На ней',
    danger: 'Опасность',
    changes: 'Изменения',
    changeWords: { captured: 'взята', abandoned: 'брошена', hold: 'удержание', hold_broken: 'удержание прервано' } as Record<FortressChange, string>,
    near: 'рядом',
    trophiesFor: 'трофеи за взятие',
    standings: 'Положение',
    rank: 'Место',
    strength: 'Сила',
    strengthHint: 'сила = склады + цена всех частей на поле (маршал — 15)',
    out: 'выбыла',
    inPlay: 'в игре',
    legend: 'Условные знаки',
    legendMove: 'переход',
    legendRoad: 'марш по дороге',
    legendStrike: 'удар / огонь',
    legendLost: 'потеря',
    legendRecruit: 'пополнение',
    legendMarshal: 'маршал',
    legendGeneral: 'генерал',
    terrain: { plain: 'равнина', road: 'дорога', mountain: 'горы', forest: 'лес', swamp: 'болото', river: 'река', bridge: 'мост', fortress: 'крепость' },
    printed: 'Напечатано',
    page: 'стр.',
    sheetFor: 'Лист армии',
    allArmies: 'Все армии',
    depotsChart: 'Склады по ходам',
    strengthChart: 'Сила по ходам',
    fortressChart: 'Владение крепостями по ходам',
    lossesChart: 'Потери по ходам (частей, нарастающим итогом)',
    start: 'начало',
    captures: 'Взятия крепостей',
    noCaptures: 'Крепости не переходили из рук в руки.',
    mdMapNote: 'Карта — в HTML- и PDF-сводке.',
    moreMoves: (n: number) => `и ещё переходов: ${n} — они на карте`,
    moreOrders: (n: number) => `и ещё приказов: ${n} — полностью в сводке ведущего, переходы на карте`,
  },
  en: {
    game: 'Polkovodets',
    turnSummary: 'Turn summary',
    sinceSummary: 'Since the last session',
    report: 'Campaign report',
    campaign: 'Campaign',
    turn: 'Turn',
    turns: 'Turns',
    of: 'of',
    turnsLeft: 'turns left',
    lastClosed: 'campaign last closed',
    firstSession: 'first session',
    goal: 'Goal',
    goals: { rout: 'rout (the strongest army wins)', fortresses: '"Fortresses" (most fortresses; ties by strength)' },
    goalShort: { rout: 'rout', fortresses: 'fortresses' },
    moveOrder: 'Move order',
    toMove: 'to move',
    finished: 'The game is over',
    winner: 'winner',
    draw: 'draw',
    leader: 'Leading now',
    leaderDraw: 'Level now',
    map: 'The map at the end of the turn',
    mapSince: 'The map now',
    orders: 'Orders',
    noOrders: 'No orders were given.',
    noOrdersMove: 'No orders; the move was ended.',
    endEvents: 'Events',
    noEvents: 'Nothing else happened.',
    n: '#',
    army: 'Army',
    commander: 'Commander',
    unit: 'Unit',
    fromTo: 'From → to',
    result: 'Result',
    armyMove: (army: string, turn: number) => `Turn ${turn}: ${army}`,
    moved: 'move',
    road: 'road march',
    stepped: "commander's step",
    struck: 'strike',
    fired: 'fire',
    destroyed: 'destroyed',
    recruited: 'raised',
    recruitedIn: 'in',
    cost: 'cost',
    left: 'balance',
    self: 'himself',
    newUnit: 'new',
    depots: 'Depots',
    ledger: 'Depot ledger',
    noLedger: 'No change of depots.',
    amount: 'Amount',
    balanceAfter: 'Balance',
    reason: 'Reason',
    reasons: { start: 'starting depots', recruit: 'recruitment', trophy: 'trophies', marshal: "marshal's appointment", correction: "game master's correction" },
    cards: 'As cards',
    cardNames: { army: 'army', corps: 'corps', divisional: 'divisional', regimental: 'regimental' },
    cardValues: { army: '10', corps: '5', divisional: '2.5', regimental: '1' },
    half: '½',
    balanceStart: 'At the start',
    balanceEnd: 'At the end',
    canBuy: 'Can raise',
    canBuyNothing: 'Not enough depots for any unit.',
    noFortressCell: 'no free cell in own fortresses — nowhere to raise units',
    freeCells: 'free fortress cells',
    lossesRecruits: 'Losses and recruits',
    losses: 'Losses',
    noLosses: 'No losses.',
    recruits: 'Recruits',
    noRecruits: 'No recruits.',
    lossesShort: 'losses',
    recruitsShort: 'recruits',
    kills: 'enemy units destroyed',
    worth: 'worth',
    units: 'Units',
    unitsOnMap: 'units on the map',
    causes: { struck: 'strike', fired: 'fire', drowned: 'drowned', capitulated: 'capitulation', routed: 'rout' },
    by: 'by',
    appointed: 'appointed',
    fortresses: 'Fortresses',
    fortress: 'Fortress',
    cells: 'cells',
    owner: 'Owner',
    ownerStart: 'Was',
    ownerEnd: 'Now',
    nobody: 'nobody',
    hold: 'Hold',
    onIt: 'On it',
    danger: 'Danger',
    changes: 'Changes',
    changeWords: { captured: 'captured', abandoned: 'abandoned', hold: 'held', hold_broken: 'hold broken' } as Record<FortressChange, string>,
    near: 'near',
    trophiesFor: 'trophies for taking it',
    standings: 'Standings',
    rank: 'Rank',
    strength: 'Strength',
    strengthHint: 'strength = depots + the cost of every unit on the map (the marshal counts 15)',
    out: 'out',
    inPlay: 'in play',
    legend: 'Key',
    legendMove: 'move',
    legendRoad: 'road march',
    legendStrike: 'strike / fire',
    legendLost: 'lost',
    legendRecruit: 'recruited',
    legendMarshal: 'marshal',
    legendGeneral: 'general',
    terrain: { plain: 'open ground', road: 'road', mountain: 'mountains', forest: 'forest', swamp: 'swamp', river: 'river', bridge: 'bridge', fortress: 'fortress' },
    printed: 'Printed',
    page: 'p.',
    sheetFor: "Army's sheet",
    allArmies: 'All armies',
    depotsChart: 'Depots by turn',
    strengthChart: 'Strength by turn',
    fortressChart: 'Fortress ownership by turn',
    lossesChart: 'Losses by turn (units, cumulative)',
    start: 'start',
    captures: 'Fortresses captured',
    noCaptures: 'No fortress changed hands.',
    mdMapNote: 'The map is in the HTML and PDF summary.',
    moreMoves: (n: number) => `and ${n} more moves — they are on the map`,
    moreOrders: (n: number) => `and ${n} more orders — all in the game master's copy, moves on the map`,
  },
} as const;

export type Words = (typeof WORDS)['ru'] | (typeof WORDS)['en'];
export const words = (lang: Lang): Words => WORDS[lang];

export const armyName = (army: Army, lang: Lang): string => ARMY_NAMES[army][lang];
const armyGen = (army: Army, lang: Lang): string => (lang === 'ru' ? ARMY_NAMES[army].ruGenitive : ARMY_NAMES[army].en);
export const ownerName = (army: Army | null, lang: Lang): string => (army ? armyName(army, lang) : WORDS[lang].nobody);

/** Regimental depots as text: "23,5" / "23.5". */
export const dep = (depots: number, lang: Lang): string => formatDepots(Math.round(depots * 2), lang);
/** Signed: "+5", "−15". */
export const signedDep = (depots: number, lang: Lang): string => (depots > 0 ? '+' : depots < 0 ? '−' : '±') + dep(Math.abs(depots), lang);
export const cardsText = (depots: number, lang: Lang): string => formatDepotCards(Math.round(depots * 2), lang);

export const cell = (c: Cell): string => `(${c[0]}, ${c[1]})`;
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "драгуны A5" — the unit's kind (the cossack class named as its army calls it) and its id. */
export const unitText = (u: UnitRef, lang: Lang): string => `${unitName(u.type, lang, u.army)} ${u.id}`;
export const typeText = (type: UnitType, lang: Lang, army?: Army): string => unitName(type, lang, army);

export function cardsParts(c: DepotCards, lang: Lang): { key: 'army' | 'corps' | 'divisional' | 'regimental' | 'half'; label: string; value: string; count: number }[] {
  const w = WORDS[lang];
  const parts = (['army', 'corps', 'divisional', 'regimental'] as const).map((k) => ({ key: k, label: w.cardNames[k], value: w.cardValues[k], count: c[k] }));
  return c.remainder ? [...parts, { key: 'half' as const, label: w.half, value: '½', count: 1 }] : parts;
}

/** The cells of an order's row: commander, unit, from → to, result. */
export function orderRow(o: SummaryOrder, lang: Lang): { army: string; commander: string; unit: string; path: string; result: string } {
  const w = WORDS[lang];
  const commander = unitText(o.commander, lang);
  let unit = unitText(o.unit, lang);
  let path = o.from ? `${cell(o.from)} → ${cell(o.to)}` : `→ ${cell(o.to)}`;
  let result = '';
  switch (o.result.kind) {
    case 'moved':
      result = o.result.road ? w.road : w.moved;
      break;
    case 'stepped':
      unit = `${w.self}`;
      result = w.stepped;
      break;
    case 'struck': {
      const t = o.result.target;
      result = `${o.result.ranged ? w.fired : w.struck}: ${w.destroyed} ${unitText(t, lang)} (${armyName(t.army, lang)})`;
      if (o.result.ranged) path = `${cell(o.from!)} → ${cell(o.to)}`;
      break;
    }
    case 'recruited':
      unit = `${w.newUnit}: ${unitText(o.unit, lang)}`;
      path = `→ ${cell(o.to)} «${o.result.fortress}»`;
      result = `${w.recruited}, ${w.cost} ${dep(o.result.cost, lang)}${o.result.balance !== null ? `, ${w.left} ${dep(o.result.balance, lang)}` : ''}`;
      break;
  }
  return { army: armyName(o.army, lang), commander, unit, path, result };
}

/** One sentence for an event. */
export function eventText(e: SummaryEvent, lang: Lang): string {
  const ru = lang === 'ru';
  switch (e.type) {
    case 'river_warning':
      return ru
        ? `${cap(unitText(e.unit, lang))} (${armyName(e.army, lang)}) на реке ${cell(e.at)}: 1/2 — утонут, если закончат на реке и следующий ход`
        : `${cap(unitText(e.unit, lang))} (${armyName(e.army, lang)}) on the river at ${cell(e.at)}: 1/2 — drowns if still on the river at the end of the next move`;
    case 'drowned':
      return ru ? `Утонули: ${unitText(e.unit, lang)} (${armyName(e.army, lang)}) на ${cell(e.at)}` : `Drowned: ${unitText(e.unit, lang)} (${armyName(e.army, lang)}) at ${cell(e.at)}`;
    case 'marshal_lost':
      return ru
        ? `Погиб маршал ${armyGen(e.army, lang)} (${e.unit})${e.by ? ` — удар армии: ${armyName(e.by, lang)}` : ' — утонул'}`
        : `${armyName(e.army, lang)} lost its marshal (${e.unit})${e.by ? `, struck by ${armyName(e.by, lang)}` : ', drowned'}`;
    case 'hold':
      return ru ? `${armyName(e.army, lang)} удерживает «${e.fortress}»: ${e.count}/${e.of}` : `${armyName(e.army, lang)} holds «${e.fortress}»: ${e.count}/${e.of}`;
    case 'hold_broken':
      return ru ? `${armyName(e.army, lang)}: удержание «${e.fortress}» прервано` : `${armyName(e.army, lang)}: the hold on «${e.fortress}» is broken`;
    case 'captured': {
      const from = e.from ? (ru ? ` у ${armyGen(e.from, lang)}` : ` from ${armyName(e.from, lang)}`) : ru ? ' (была ничьей)' : ' (it had no owner)';
      const bal = e.balance !== null ? (ru ? `, остаток ${dep(e.balance, lang)}` : `, balance ${dep(e.balance, lang)}`) : '';
      return ru ? `${armyName(e.army, lang)} взяла «${e.fortress}»${from}; трофеи +${dep(e.trophies, lang)}${bal}` : `${armyName(e.army, lang)} captured «${e.fortress}»${from}; trophies +${dep(e.trophies, lang)}${bal}`;
    }
    case 'marshal_needed':
      return ru ? `${armyName(e.army, lang)} без маршала: нужно назначить нового (15 складов)` : `${armyName(e.army, lang)} has no marshal: a new one must be appointed (15 depots)`;
    case 'marshal_appointed': {
      const where = `${cell(e.at)}${e.fortress ? ` «${e.fortress}»` : ''}`;
      const bal = e.balance !== null ? (ru ? `, остаток ${dep(e.balance, lang)}` : `, balance ${dep(e.balance, lang)}`) : '';
      return ru ? `${armyName(e.army, lang)} назначила маршала ${e.unit} на ${where} за ${dep(e.cost, lang)}${bal}` : `${armyName(e.army, lang)} appointed marshal ${e.unit} at ${where} for ${dep(e.cost, lang)}${bal}`;
    }
    case 'capitulated':
      return ru
        ? `${armyName(e.army, lang)} капитулировала: ${e.reason === 'no_depots' ? 'нет 15 складов на нового маршала' : 'нет свободной клетки своей крепости для маршала'}`
        : `${armyName(e.army, lang)} capitulated: ${e.reason === 'no_depots' ? 'no 15 depots for a new marshal' : 'no free cell of an own fortress for a marshal'}`;
    case 'army_out':
      return ru
        ? `${armyName(e.army, lang)} выбыла из игры (${e.reason === 'no_units' ? 'не осталось частей' : `капитуляция, с поля ушло частей: ${e.unitsLost}`})`
        : `${armyName(e.army, lang)} is out (${e.reason === 'no_units' ? 'no units left' : `capitulation, ${e.unitsLost} units left the field`})`;
    case 'correction':
      return ru
        ? `Поправка ведущего: ${armyName(e.army, lang)} ${signedDep(e.amount, lang)} (${e.note ?? 'без причины'}), остаток ${dep(e.balance, lang)}`
        : `Game master's correction: ${armyName(e.army, lang)} ${signedDep(e.amount, lang)} (${e.note ?? 'no reason'}), balance ${dep(e.balance, lang)}`;
    case 'game_over':
      if (e.winner === 'draw') return ru ? 'Игра окончена: ничья' : 'The game is over: a draw';
      return ru ? `Игра окончена: победила ${armyName(e.winner, lang)}` : `The game is over: ${armyName(e.winner, lang)} wins`;
  }
}

export function lossText(l: Loss, lang: Lang): string {
  const w = WORDS[lang];
  const by = l.by ? ` (${unitText(l.by, lang)})` : '';
  return `${unitText(l.unit, lang)} — ${w.causes[l.cause]}${by}${l.at ? `, ${cell(l.at)}` : ''}`;
}

export function turnTitle(from: number, to: number, limit: number, lang: Lang): string {
  const w = WORDS[lang];
  return from === to ? `${w.turn} ${to} ${w.of} ${limit}` : `${w.turns} ${from}–${to} ${w.of} ${limit}`;
}
