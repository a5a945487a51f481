/**
 * The catalog speaks both languages for everything: every refusal code and every event kind has
 * Russian and English words (the sample tables below are typed by the engine's own unions, so a new
 * code or event without a sample does not compile), and Russian numbers and plurals are right.
 */
import { describe, expect, it } from 'vitest';
import { ARMIES, DEFAULT_MAP, MAX_ARMIES, MIN_ARMIES, type GameEvent, type RefusalCode, type RefusalDetails } from '../../shared/rules/polkovodets';
import { armiesInPlayCount, armiesNamed, armyLetters, countOf, DEPOT, describeRefusal, EVENT_TYPES, eventLine, formatLarge, fortressName, formatNumber, LEDGER_REASONS, plural, REFUSAL_CODES, TURN, type EventType } from '../../shared/vocab';

const xy = { x: 3, y: 4 };
const f = (field: string) => ({ field });

/** One detail per code, as the engine would give it. */
const SAMPLES: { readonly [C in RefusalCode]: RefusalDetails[C] } = {
  'game/finished': { winner: 'A' },
  'order/needs_marshal': { army: 'N' },
  'marshal/appoint_first': { army: 'N' },
  'marshal/not_needed': { army: 'A' },
  'order/malformed': { field: 'to' },
  'order/unknown_commander': { commander: 'A99' },
  'order/not_a_commander': { commander: 'A3', unitType: 'dragoon' },
  'order/not_your_move': { commander: 'N1', army: 'N', toMove: 'A' },
  'order/commander_already_ordered': { commander: 'A1' },
  'order/commander_just_recruited': { commander: 'A12' },
  'order/off_map': { ...xy, width: 90, height: 40 },
  'order/unknown_unit': { unit: 'A99' },
  'order/not_own_unit': { unit: 'N3', army: 'N' },
  'order/use_step': { commander: 'A1' },
  'order/commander_not_orderable': { unit: 'A2' },
  'order/unit_already_acted': { unit: 'A5' },
  'order/out_of_command_square': { commander: 'A1', unit: 'A5', distance: 8, radius: 6 },
  'order/cell_occupied': { ...xy, by: 'N4', enemy: true },
  'order/terrain_closed': { unit: 'A5', unitType: 'dragoon', terrain: 'T' },
  'order/battery_river': { unit: 'A7', unitType: 'battery', terrain: '~' },
  'order/not_in_pattern': { unit: 'A3', unitType: 'musketeer' },
  'order/road_unreachable': { unit: 'A5', limit: 8 },
  'order/blocked_path': { ...xy, by: 'unit' },
  'order/commanders_never_strike': { unit: 'A1' },
  'order/no_target': xy,
  'order/own_target': { ...xy, target: 'A6' },
  'order/out_of_range': { unit: 'A7', distance: 6, range: 5 },
  'order/terrain_forbids_strike': { unit: 'A5', unitType: 'hussar', terrain: 'S', battery: false },
  'order/line_of_fire_blocked': { ...xy, by: 'M' },
  'order/step_one_cell': { commander: 'A1', distance: 2 },
  'order/unknown_unit_type': { unitType: 'pikeman' },
  'order/marshal_not_recruited': {},
  'order/not_a_fortress': xy,
  'order/not_own_fortress': { fortress: 'Фольварк', owner: 'N' },
  'order/not_enough_depots': { need: 4, have: 3.5, unitType: 'cuirassier' },
  'order/illegal': { kind: 'move' },
  'depots/unknown_army': { army: 'F' },
  'depots/army_out': { army: 'F' },
  'depots/bad_amount': { amount: 0.3 },
  'depots/reason_required': {},
  'depots/below_zero': { have: 2, amount: -5 },
  'depots/marshal_unpayable': { have: 16, amount: -2, need: 15 },
  'log/malformed_entry': { field: 'payload' },
  'log/start_entry_in_the_middle': { kind: 'setup' },
  'setup/not_json': { ...f(''), reason: 'Unexpected token' },
  'setup/not_object': { ...f(''), found: 'array' },
  'setup/unknown_field': f('colour'),
  'setup/format': { ...f('format'), found: 'x/2', expected: 'polkovodets-scenario/1' },
  'setup/type': { ...f('units'), expected: 'array', found: 'object' },
  'setup/map': { ...f('map'), found: 'number' },
  'setup/map_size': { ...f('map.width'), value: '0', max: 200 },
  'setup/map_rows': { ...f('map.rows'), expected: 4, found: 3 },
  'setup/map_row_width': { ...f('map.rows[1]'), expected: 5, found: 4 },
  'setup/map_char': { ...f('map.rows[0]'), ...xy, char: 'Q' },
  'setup/map_sheets': { ...f('map.sheets'), count: 3, width: 30, height: 40, mapWidth: 80, mapHeight: 40 },
  'setup/fortress_name': { ...f('map.fortresses[0].name'), name: '' },
  'setup/fortress_cells': f('map.fortresses[0].cells'),
  'setup/fortress_terrain': { ...f('map.fortresses[0].cells[0]'), ...xy, terrain: 'M' },
  'setup/fortress_overlap': { ...f('map.fortresses[1].cells[0]'), ...xy },
  'setup/fortress_unknown': { ...f('fortressOwners.Нигде'), name: 'Нигде' },
  'setup/army_unknown': { ...f('armies[2]'), army: 'X' },
  'setup/army_duplicate': { ...f('armies[1]'), army: 'A' },
  'setup/armies_count': { ...f('armies'), count: 1 },
  'setup/to_move': { ...f('toMove'), army: 'F' },
  'setup/turn_limit': { ...f('turnLimit'), value: '0' },
  'setup/turn_range': { ...f('turn'), turn: '81', turnLimit: 80 },
  'setup/goal': { ...f('goal'), goal: 'glory' },
  'setup/horse_battery_move': { ...f('horseBatteryMove'), value: 'fly' },
  'setup/depots_negative': { ...f('depots.A'), value: -1 },
  'setup/depots_half': { ...f('depots.A'), value: 2.3 },
  'setup/hold_count': { ...f('holds.Фольварк.count'), value: '2' },
  'setup/hold_own_fortress': { ...f('holds.Фольварк'), name: 'Фольварк', army: 'A' },
  'setup/unit_id': { ...f('units[0].id'), id: '' },
  'setup/unit_id_duplicate': { ...f('units[1].id'), id: 'A1' },
  'setup/unit_type': { ...f('units[0].type'), type: 'pikeman' },
  'setup/off_map': { ...f('units[0]'), ...xy },
  'setup/cell_taken': { ...f('units[1]'), ...xy, other: 'A1' },
  'setup/terrain_closed': { ...f('units[0]'), ...xy, type: 'dragoon', terrain: 'T' },
  'setup/battery_river': { ...f('units[0]'), ...xy, type: 'battery', terrain: '~' },
  'setup/river_moves': { ...f('units[0].riverMoves'), value: '2' },
  'setup/acted': { ...f('units[0].acted'), id: 'N1' },
  'setup/out_army_has_units': { ...f('out[0]'), army: 'F' },
  'setup/out_army_owns': { ...f('fortressOwners.Фольварк'), army: 'F', name: 'Фольварк' },
  'setup/ordered': { ...f('ordered[0]'), id: 'A5' },
  'setup/status': { ...f('status'), value: 'paused' },
  'setup/winner': { ...f('winner'), value: 'A' },
  'setup/too_large': { ...f(''), length: 4_000_001, max: 4_000_000 },
  'setup/out_of_range': { ...f('depots.A'), value: '1e+300', min: 0, max: 1_000_000_000 },
  'setup/too_many': { ...f('units'), count: 1_001, max: 1_000 },
  'setup/name_text': { ...f('map.fortresses[0].nameEn'), name: ' Citadel', max: 60, problem: 'spaces' },
  'setup/unit_id_chars': { ...f('units[0].id'), id: 'A 1' },
  'setup/unit_id_number': { ...f('units[0].id'), id: 'A1000000000000', max: 1_000_000_000_000 },
  'setup/ordered_duplicate': { ...f('ordered[1]'), id: 'A1' },
};

/** One event of every kind. */
const EVENTS: { readonly [K in EventType]: Extract<GameEvent, { type: K }> } = {
  moved: { type: 'moved', army: 'A', unit: 'A5', unitType: 'cossack', from: [3, 4], to: [5, 6], road: true, commander: 'A1' },
  stepped: { type: 'stepped', army: 'A', unit: 'A1', from: [3, 4], to: [3, 5] },
  struck: { type: 'struck', army: 'N', unit: 'N3', unitType: 'battery', from: [9, 9], to: [12, 12], target: 'A5', targetArmy: 'A', targetType: 'dragoon', commander: 'N1', ranged: true },
  recruited: { type: 'recruited', army: 'A', unit: 'A29', unitType: 'dragoon', at: [6, 8], cost: 6, commander: 'A1', fortress: 'Цитадель' },
  depots: { type: 'depots', army: 'N', amount: 5, balance: 30, reason: 'correction', note: 'found card' },
  river_warning: { type: 'river_warning', army: 'A', unit: 'A3', at: [33, 18] },
  drowned: { type: 'drowned', army: 'A', unit: 'A3', unitType: 'musketeer', at: [33, 18] },
  marshal_lost: { type: 'marshal_lost', army: 'N', unit: 'N1' },
  hold: { type: 'hold', army: 'A', fortress: 'Фольварк', count: 1 },
  hold_broken: { type: 'hold_broken', army: 'A', fortress: 'Фольварк' },
  captured: { type: 'captured', army: 'A', fortress: 'Фольварк', from: 'N', trophies: 20 },
  marshal_appointed: { type: 'marshal_appointed', army: 'N', unit: 'N30', at: [44, 9], cost: 30 },
  marshal_needed: { type: 'marshal_needed', army: 'N' },
  capitulated: { type: 'capitulated', army: 'F', reason: 'no_depots' },
  army_out: { type: 'army_out', army: 'F', reason: 'capitulated' },
  move_ended: { type: 'move_ended', army: 'A', turn: 2 },
  move_started: { type: 'move_started', army: 'N', turn: 2 },
  turn_started: { type: 'turn_started', turn: 3 },
  game_over: { type: 'game_over', winner: 'draw', reason: 'turn_limit' },
};

const cyrillic = /[а-яё]/i;

function bothLanguages(ru: string, en: string): void {
  expect(ru.trim().length).toBeGreaterThan(5);
  expect(en.trim().length).toBeGreaterThan(5);
  expect(ru).not.toBe(en);
  expect(cyrillic.test(ru)).toBe(true);
  expect(ru).not.toMatch(/undefined|NaN|\[object/);
  expect(en).not.toMatch(/undefined|NaN|\[object/);
}

describe('every refusal code has words in both languages', () => {
  it('the catalog lists exactly the codes of the samples (the engine\'s union)', () => {
    expect([...REFUSAL_CODES].sort()).toEqual(Object.keys(SAMPLES).sort());
    expect(REFUSAL_CODES.length).toBeGreaterThan(80);
  });
  it.each(Object.keys(SAMPLES) as RefusalCode[])('%s', (code) => {
    const refusal = { code, detail: SAMPLES[code] } as Parameters<typeof describeRefusal>[0];
    const ru = describeRefusal(refusal, 'ru', DEFAULT_MAP);
    const en = describeRefusal(refusal, 'en', DEFAULT_MAP);
    bothLanguages(ru, en);
    // English speaks English, fortress names included (the default map has English forms); a
    // scenario's refusal quotes the file's own field paths and values ("holds.Фольварк") as typed.
    expect(cyrillic.test(code.startsWith('setup/') ? en.replace(/"[^"]*"/g, '') : en), en).toBe(false);
  });
  it('every setup refusal names its field, in both languages', () => {
    for (const code of REFUSAL_CODES.filter((c) => c.startsWith('setup/'))) {
      const detail = SAMPLES[code] as { field: string };
      if (detail.field === '') continue; // the file as a whole (not JSON, not an object, too large)
      const refusal = { code, detail } as Parameters<typeof describeRefusal>[0];
      for (const lang of ['ru', 'en'] as const) expect(describeRefusal(refusal, lang), `${code} ${lang}`).toContain(detail.field);
    }
  });
  it('the scenario limits are large numbers, grouped in each language\'s way', () => {
    const tooLarge = { code: 'setup/too_large', detail: SAMPLES['setup/too_large'] } as const;
    expect(describeRefusal(tooLarge, 'ru')).toBe('Файл сценария слишком велик: 4 000 001 знаков, а можно не больше 4 000 000.');
    expect(describeRefusal(tooLarge, 'en')).toBe('The scenario file is too large: 4,000,001 characters, at most 4,000,000 allowed.');
    expect(formatLarge(-1234, 'ru')).toBe('\u22121 234');
    expect(formatLarge(999, 'en')).toBe('999');
    expect(formatLarge('1e+300', 'en')).toBe('1e+300');
  });
  it('a code from elsewhere still gets a readable line', () => {
    expect(describeRefusal({ code: 'order/from_the_future' } as never, 'ru')).toBe('Отказ: order/from_the_future');
  });
  it('numbers in the language\'s way', () => {
    expect(describeRefusal({ code: 'order/not_enough_depots', detail: SAMPLES['order/not_enough_depots'] }, 'ru')).toBe('Недостаточно складов: нужно 4, есть 3,5.');
    expect(describeRefusal({ code: 'order/not_enough_depots', detail: SAMPLES['order/not_enough_depots'] }, 'en')).toBe('Not enough depots: 4 needed, 3.5 held.');
  });
});

describe('every event kind has words in both languages', () => {
  it('the catalog lists exactly the event kinds of the samples (the engine\'s union)', () => {
    expect([...EVENT_TYPES].sort()).toEqual(Object.keys(EVENTS).sort());
  });
  it.each(Object.keys(EVENTS) as EventType[])('%s', (type) => {
    const e = EVENTS[type] as GameEvent;
    const ru = eventLine(e, 'ru', DEFAULT_MAP);
    const en = eventLine(e, 'en', DEFAULT_MAP);
    bothLanguages(ru, en);
    expect(cyrillic.test(en), en).toBe(false);
  });
  it('the cossack class is named per army, fortresses in English where the map has a form', () => {
    expect(eventLine(EVENTS.moved, 'ru')).toBe('Казаки A5 (3, 4) → (5, 6) маршем по дороге (приказ A1)');
    expect(eventLine({ ...EVENTS.moved, army: 'N', unit: 'N5' }, 'en')).toBe('Mounted jägers N5 (3, 4) → (5, 6) by road march (order of A1)');
    expect(eventLine(EVENTS.captured, 'en', DEFAULT_MAP)).toBe('Russia captured Folwark from France; trophies +10');
    expect(eventLine(EVENTS.captured, 'ru', DEFAULT_MAP)).toBe('Россия взяла «Фольварк» у Франции; трофеи +10');
    expect(eventLine(EVENTS.depots, 'ru')).toBe('Склады (Франция): +2,5 → 15 (поправка ведущего: found card)');
  });
});

describe('names, numbers and plurals', () => {
  it('a fortress without an English form keeps its Russian name, the identifier', () => {
    const map = { fortresses: [{ name: 'Цитадель', nameEn: 'Citadel' }, { name: 'Хутор' }] };
    expect(fortressName('Цитадель', 'en', map)).toBe('Citadel');
    expect(fortressName('Цитадель', 'ru', map)).toBe('Цитадель');
    expect(fortressName('Хутор', 'en', map)).toBe('Хутор');
    expect(DEFAULT_MAP.fortresses.every((f) => f.nameEn && !cyrillic.test(f.nameEn))).toBe(true);
  });
  it('decimal comma in Russian, a true minus sign, no grouping', () => {
    expect(formatNumber(23.5, 'ru')).toBe('23,5');
    expect(formatNumber(23.5, 'en')).toBe('23.5');
    expect(formatNumber(-15, 'ru', true)).toBe('\u221215');
    expect(formatNumber(2.5, 'en', true)).toBe('+2.5');
    expect(formatNumber(12345, 'ru')).toBe('12345');
  });
  it('Russian plurals: 1 склад, 2 склада, 5 складов, 21 склад, 2,5 склада', () => {
    expect([1, 2, 5, 11, 21, 22, 25, 111, 0].map((n) => plural(n, 'ru', DEPOT))).toEqual(['склад', 'склада', 'складов', 'складов', 'склад', 'склада', 'складов', 'складов', 'складов']);
    expect(countOf(2.5, 'ru', DEPOT)).toBe('2,5 склада');
    expect(countOf(1, 'en', TURN)).toBe('1 turn');
    expect(countOf(3, 'en', TURN)).toBe('3 turns');
  });
  it('one word per ledger reason, the same in every view', () => {
    expect(LEDGER_REASONS.correction.ru).toBe('поправка ведущего');
    expect(LEDGER_REASONS.recruit.ru).toBe('формирование');
  });
});

describe('the armies in words come from the engine\'s list and limits', () => {
  it('how many play, which letters, which names', () => {
    expect([MIN_ARMIES, MAX_ARMIES]).toEqual([2, ARMIES.length]);
    expect(armiesInPlayCount('ru')).toBe('две или три');
    expect(armiesInPlayCount('en')).toBe('two or three');
    expect(armyLetters('ru', 'or')).toBe('A, N или F');
    expect(armyLetters('en')).toBe('A, N, F');
    expect(armiesNamed('ru')).toBe('A (Россия), N (Франция), F (Австрия)');
    // The refusal of a scenario with too many armies says the same.
    expect(describeRefusal({ code: 'setup/armies_count', detail: { count: 4, field: 'armies' } }, 'ru')).toContain(`играют ${armiesInPlayCount('ru')} армии`);
  });
});

describe('the exact words of a sample of each code family (game, order, marshal, log, setup, depots)', () => {
  // Written out, in both languages: a change of wording shows here as a diff, not as "still longer than 5".
  const EXACT: [RefusalCode, string, string][] = [
    ['game/finished', 'Игра окончена: приказы больше не принимаются.', 'The game is over: no more orders.'],
    ['order/needs_marshal', 'Армия Франции без маршала: сначала назначьте нового (15 складов).', 'France has no marshal: appoint a new one first (15 depots).'],
    ['order/malformed', 'Приказ составлен неверно (поле «to»).', 'The order is malformed (field "to").'],
    ['order/not_enough_depots', 'Недостаточно складов: нужно 4, есть 3,5.', 'Not enough depots: 4 needed, 3.5 held.'],
    ['order/out_of_command_square', 'Вне квадрата 13×13 командира «A1»: расстояние 8, а можно не больше 6.', 'Outside commander "A1"\'s 13×13 square: distance 8, at most 6 allowed.'],
    ['marshal/appoint_first', 'Ход нельзя закончить: армия Франции должна сначала назначить маршала.', 'The move cannot end: France must first appoint a marshal.'],
    ['marshal/not_needed', 'Маршал жив: назначать нового не нужно.', 'The marshal is alive: no appointment is needed.'],
    ['log/malformed_entry', 'Запись журнала повреждена (поле «payload»): файл кампании испорчен.', 'A log entry is damaged (field "payload"): the campaign file is corrupt.'],
    ['log/start_entry_in_the_middle', 'В середине журнала — запись начала кампании («setup»): файл кампании испорчен.', 'A campaign start entry ("setup") stands in the middle of the log: the campaign file is corrupt.'],
    ['setup/not_object', 'Сценарий должен быть объектом JSON.', 'A scenario must be a JSON object.'],
    ['setup/fortress_terrain', 'Поле «map.fortresses[0].cells[0]»: клетка крепости (3, 4) должна быть «.» или «=», а там горы.', 'Field "map.fortresses[0].cells[0]": fortress cell (3, 4) must be "." or "=", found mountains.'],
    ['depots/unknown_army', 'Армии «F» нет в этой кампании.', 'Army "F" is not in this campaign.'],
    ['depots/bad_amount', 'Поправка должна быть ненулевой и кратной 0,5.', 'A correction must be non-zero and a multiple of 0.5.'],
    ['depots/below_zero', 'Склады не могут стать меньше нуля: есть 2, поправка −5.', 'Depots cannot go below zero: 2 held, correction −5.'],
  ];
  it('covers every family', () => {
    expect(new Set(EXACT.map(([c]) => c.split('/')[0]))).toEqual(new Set(REFUSAL_CODES.map((c) => c.split('/')[0])));
  });
  it.each(EXACT)('%s', (code, ru, en) => {
    const refusal = { code, detail: SAMPLES[code] } as Parameters<typeof describeRefusal>[0];
    expect({ ru: describeRefusal(refusal, 'ru', DEFAULT_MAP), en: describeRefusal(refusal, 'en', DEFAULT_MAP) }).toEqual({ ru, en });
  });
});
