/**
 * Hostile scenarios (issue 11): each failure found on main, kept as a table test. Numbers beyond
 * what SQLite or JavaScript hold exactly, prototype names, unknown keys at any depth, deep nesting,
 * megabytes of junk, a byte-order mark, id counters near 2^53 — a coded refusal that names the
 * field, or a game every reader handles.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appointMarshal,
  createGame,
  endMove,
  gameFromScenario,
  legalOrders,
  makeScenario,
  parseScenario,
  parseScenarioText,
  reduce,
  SCENARIO_LIMITS,
  SETUP_CODES,
  type GameState,
  type Refusal,
} from '../../shared/rules/polkovodets';
import { describeRefusal, REFUSAL_CODES } from '../../shared/vocab';
import { publicState } from '../../shared/publicState';
import { presetScenario, validatePresetOptions } from '../../shared/presets';
import { buildTurnSummary, renderHtml, renderMarkdown, toJson } from '../../shared/summary';

type Json = Record<string, unknown>;

/** Two armies on an 8×8 board with two fortresses (the first one's name is the parameter). */
function base(first = 'Цитадель'): Json & { map: Json & { fortresses: Json[] }; units: Json[] } {
  return {
    format: 'polkovodets-scenario/1',
    map: { width: 8, height: 8, rows: Array.from({ length: 8 }, () => '........'), fortresses: [{ name: first, cells: [[4, 4], [5, 4]] }, { name: 'Фольварк', cells: [[6, 7]] }] },
    armies: ['A', 'N'],
    toMove: 'A',
    turn: 1,
    turnLimit: 80,
    goal: 'rout',
    depots: { A: 20, N: 20 },
    fortressOwners: JSON.parse(`{${JSON.stringify(first)}: "A", "Фольварк": "N"}`) as Json,
    units: [
      { id: 'AM', army: 'A', type: 'marshal', x: 1, y: 1 },
      { id: 'A1', army: 'A', type: 'dragoon', x: 2, y: 2 },
      { id: 'NM', army: 'N', type: 'marshal', x: 6, y: 6 },
    ],
  };
}

/** Expect a refusal with this code and field, and words in both languages that name the field. */
function expectRefused(input: unknown, code: string, field: string): void {
  const r = typeof input === 'string' ? parseScenarioText(input) : gameFromScenario(input);
  expect(r.ok, 'should be refused').toBe(false);
  if (r.ok) return;
  expect([r.error.code, r.error.field]).toEqual([code, field]);
  expect(REFUSAL_CODES).toContain(code);
  for (const lang of ['ru', 'en'] as const) {
    const text = describeRefusal(r.error, lang);
    if (field) expect(text).toContain(field);
    expect(text).not.toMatch(/undefined|\[object/);
    expect(text.length).toBeLessThan(400);
  }
}

const L = SCENARIO_LIMITS;

describe('numbers beyond their range are refused, naming the field', () => {
  const cases: [string, (s: ReturnType<typeof base>) => unknown, string, string][] = [
    ['depots 1e300', (s) => ({ ...s, depots: { A: 1e300, N: 2 } }), 'setup/out_of_range', 'depots.A'],
    ['depots 2^53', (s) => ({ ...s, depots: { A: 2 ** 53, N: 2 } }), 'setup/out_of_range', 'depots.A'],
    ['depots one half-depot above the maximum', (s) => ({ ...s, depots: { A: L.depots + 0.5, N: 2 } }), 'setup/out_of_range', 'depots.A'],
    ['depots a tiny fraction', (s) => ({ ...s, depots: { A: 5e-324, N: 2 } }), 'setup/depots_half', 'depots.A'],
    ['depots as a string', (s) => ({ ...s, depots: { A: '20', N: 2 } }), 'setup/type', 'depots.A'],
    ['turn limit 1e308', (s) => ({ ...s, turnLimit: 1e308 }), 'setup/out_of_range', 'turnLimit'],
    ['turn limit one above the maximum', (s) => ({ ...s, turnLimit: L.turnLimit + 1 }), 'setup/out_of_range', 'turnLimit'],
    ['turn and turn limit 2^60', (s) => ({ ...s, turn: 2 ** 60, turnLimit: 2 ** 60 }), 'setup/out_of_range', 'turnLimit'],
    ['turn limit null', (s) => ({ ...s, turnLimit: null }), 'setup/turn_limit', 'turnLimit'],
    ['turn 0', (s) => ({ ...s, turn: 0 }), 'setup/turn_range', 'turn'],
    ['turn "NaN"', (s) => ({ ...s, turn: 'NaN' }), 'setup/turn_range', 'turn'],
    ['seed beyond a safe integer', (s) => ({ ...s, seed: 2 ** 53 }), 'setup/out_of_range', 'seed'],
    ['seed 1.5', (s) => ({ ...s, seed: 1.5 }), 'setup/type', 'seed'],
    ['serial 2^53 − 1', (s) => ({ ...s, serial: 2 ** 53 - 1 }), 'setup/out_of_range', 'serial'],
    ['serial negative', (s) => ({ ...s, serial: -1 }), 'setup/out_of_range', 'serial'],
    ['nextIds 2^53', (s) => ({ ...s, nextIds: { A: 2 ** 53 } }), 'setup/out_of_range', 'nextIds.A'],
    ['nextIds 0', (s) => ({ ...s, nextIds: { A: 0 } }), 'setup/out_of_range', 'nextIds.A'],
    ['a unit id whose number is 2^53', (s) => ({ ...s, units: [...s.units, { id: 'A9007199254740992', army: 'A', type: 'musketeer', x: 3, y: 3 }] }), 'setup/unit_id_number', 'units[3].id'],
    ['a unit id whose number reaches the counter limit', (s) => ({ ...s, units: [...s.units, { id: `N${L.counter}`, army: 'N', type: 'musketeer', x: 3, y: 3 }] }), 'setup/unit_id_number', 'units[3].id'],
    ['map wider than the maximum', (s) => ({ ...s, map: { ...s.map, width: L.mapSide + 1 } }), 'setup/map_size', 'map.width'],
    ['x 1e300', (s) => ({ ...s, units: [...s.units, { id: 'x', army: 'A', type: 'musketeer', x: 1e300, y: 0 }] }), 'setup/off_map', 'units[3]'],
    ['y negative', (s) => ({ ...s, units: [...s.units, { id: 'x', army: 'A', type: 'musketeer', x: 0, y: -1 }] }), 'setup/off_map', 'units[3]'],
    ['riverMoves 2', (s) => ({ ...s, units: [{ ...s.units[0], riverMoves: 2 }, ...s.units.slice(1)] }), 'setup/river_moves', 'units[0].riverMoves'],
    ['hold count 2', (s) => ({ ...s, holds: { Фольварк: { army: 'A', count: 2 } } }), 'setup/hold_count', 'holds.Фольварк.count'],
    ['fortress cell off the map', (s) => ({ ...s, map: { ...s.map, fortresses: [{ name: 'Ц', cells: [[8, 0]] }] }, fortressOwners: {} }), 'setup/off_map', 'map.fortresses[0].cells[0]'],
  ];
  it.each(cases)('%s', (_name, mutate, code, field) => expectRefused(mutate(base()), code, field));

  it('the maxima themselves are accepted, and every later sum stays exact', () => {
    const s = { ...base(), turn: L.turnLimit, turnLimit: L.turnLimit, depots: { A: L.depots, N: L.depots - 0.5 }, seed: -L.seed, serial: L.counter, nextIds: { A: L.counter } };
    const g = gameFromScenario(s);
    if (!g.ok) throw new Error(g.error.code);
    expect(g.value.depots).toEqual({ A: 2 * L.depots, N: 2 * L.depots - 1 });
    const poor = gameFromScenario({ ...s, depots: { A: 0, N: 0 } });
    if (!poor.ok) throw new Error(poor.error.code);
    expect(publicState(g.value).strength.A).toBe(L.depots + (publicState(poor.value).strength.A ?? NaN));
    readAll(g.value);
  });
});

describe('the id counters cannot spin: appoint and recruit finish at the limits', () => {
  /** France has lost its marshal and must appoint one in Фольварк. */
  const marshalLost = (extra: Json) => ({ ...base(), toMove: 'N', units: [{ id: 'AM', army: 'A', type: 'marshal', x: 1, y: 1 }, { id: 'N1', army: 'N', type: 'musketeer', x: 6, y: 5 }], ...extra });

  it('rules version 1 at the largest serial, with the next ids already taken', () => {
    const top = L.counter;
    const parsed = parseScenario(marshalLost({ serial: top - 2, units: [{ id: 'AM', army: 'A', type: 'marshal', x: 1, y: 1 }, { id: `N${top - 2}`, army: 'N', type: 'musketeer', x: 6, y: 5 }, { id: `N${top - 1}`, army: 'N', type: 'musketeer', x: 5, y: 5 }] }));
    if (!parsed.ok) throw new Error(parsed.error.code);
    const g = createGame(parsed.value, 1);
    if (!g.ok) throw new Error(g.error.code);
    const r = appointMarshal(g.value, [6, 7]);
    expect(r.ok && r.value.state.units.at(-1)?.id).toBe(`N${top}`);
    expect(r.ok && r.value.state.serial).toBe(top + 1);
  });

  it('rules version 2 with the largest numeric id and the largest nextIds', () => {
    for (const extra of [{ nextIds: { N: L.counter } }, { units: [{ id: 'AM', army: 'A', type: 'marshal', x: 1, y: 1 }, { id: `N${L.counter - 1}`, army: 'N', type: 'musketeer', x: 6, y: 5 }] }]) {
      const g = gameFromScenario(marshalLost(extra));
      if (!g.ok) throw new Error(g.error.code);
      const first = appointMarshal(g.value, [6, 7]);
      if (!first.ok) throw new Error(first.error.code);
      expect(first.value.state.units.at(-1)?.id).toBe(`N${L.counter}`);
      expect(first.value.state.nextIds?.N).toBe(L.counter + 1);
    }
  });

  it('the state that spun on main (serial 2^53 − 1, ids at 2^53) is refused at the boundary', () => {
    expectRefused(marshalLost({ serial: 2 ** 53 - 1 }), 'setup/out_of_range', 'serial');
    expectRefused(marshalLost({ units: [{ id: 'AM', army: 'A', type: 'marshal', x: 1, y: 1 }, { id: 'N9007199254740991', army: 'N', type: 'musketeer', x: 6, y: 5 }] }), 'setup/unit_id_number', 'units[1].id');
  });
});

/** Every reader of a state: legal orders, a few actions through reduce, the codec, the public state, the summary. */
function readAll(g: GameState): void {
  const orders = legalOrders(g);
  let s = g;
  const entries = [];
  if (orders.length) {
    const r = reduce(s, { kind: 'order', order: orders[0] });
    if (!r.ok) throw new Error(r.error.code);
    entries.push({ seq: 1, turn: s.turn, army: s.toMove, kind: 'order' as const, payload: orders[0], events: r.value.events, at: '2025-01-01T00:00:00.000Z' });
    s = r.value.state;
  }
  const e = endMove(s);
  if (e.ok) {
    entries.push({ seq: entries.length + 1, turn: s.turn, army: s.toMove, kind: 'end_move' as const, payload: {}, events: e.value.events, at: '2025-01-01T00:00:01.000Z' });
    s = e.value.state;
  }
  const again = gameFromScenario(JSON.parse(JSON.stringify(makeScenario(s))));
  expect(again.ok && again.value).toEqual(s);
  const pub = publicState(s);
  for (const f of pub.fortresses) expect(f.owner === null || typeof f.owner === 'string').toBe(true);
  const summary = buildTurnSummary({ campaign: 'c', start: g, end: s, entries, turn: g.turn });
  for (const lang of ['ru', 'en'] as const) {
    expect(renderHtml(summary, lang)).toContain('<');
    expect(renderMarkdown(summary, lang).length).toBeGreaterThan(10);
  }
  expect(JSON.parse(toJson(summary))).toBeTruthy();
}

describe('fortress names are plain data', () => {
  const names = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__', 'toLocaleString'];
  it.each(names)('a fortress called %s owns, holds, and every reader works', (name) => {
    const s = { ...base(name), holds: JSON.parse(`{"Фольварк": {"army": "A", "count": 1}}`) };
    const g = gameFromScenario(JSON.parse(JSON.stringify(s)));
    if (!g.ok) throw new Error(`${g.error.code} ${g.error.field}`);
    expect(g.value.fortresses.map((f) => [f.name, f.owner])).toEqual([[name, 'A'], ['Фольварк', 'N']]);
    expect(g.value.fortresses[0].hold).toBeNull();
    readAll(g.value);
    // A fortress not named in fortressOwners or holds has no owner and no hold (nothing inherited).
    const bare = gameFromScenario(JSON.parse(JSON.stringify({ ...base(name), fortressOwners: { Фольварк: 'N' } })));
    expect(bare.ok && bare.value.fortresses[0]).toEqual({ name, owner: null, hold: null });
  });

  it('the makeScenario output keeps a __proto__ name as an own key', () => {
    const g = gameFromScenario(JSON.parse(JSON.stringify(base('__proto__'))));
    if (!g.ok) throw new Error(g.error.code);
    const json = makeScenario(g.value);
    expect(Object.keys(json.fortressOwners)).toEqual(['__proto__', 'Фольварк']);
    expect(JSON.stringify(json)).toContain('"__proto__":"A"');
  });

  it('an object as owner of __proto__ is refused, not stored', () => {
    expectRefused(JSON.stringify({ ...base(), fortressOwners: {} }).replace('"fortressOwners":{}', '"fortressOwners":{"__proto__":{"x":1}}'), 'setup/army_unknown', 'fortressOwners.__proto__');
  });

  const badNames: [string, unknown, string, string][] = [
    ['empty', '', 'setup/fortress_name', 'map.fortresses[0].name'],
    ['too long', 'Ц'.repeat(L.nameChars + 1), 'setup/name_text', 'map.fortresses[0].name'],
    ['a newline', 'Ци\nтадель', 'setup/name_text', 'map.fortresses[0].name'],
    ['a bidi override', 'Цит\u202eадель', 'setup/name_text', 'map.fortresses[0].name'],
    ['a lone surrogate', 'Ц\ud800', 'setup/name_text', 'map.fortresses[0].name'],
    ['a trailing space', 'Цитадель ', 'setup/name_text', 'map.fortresses[0].name'],
    ['a number', 7, 'setup/fortress_name', 'map.fortresses[0].name'],
  ];
  it.each(badNames)('a name with %s is refused', (_what, name, code, field) => {
    const s = base();
    s.map.fortresses[0] = { ...s.map.fortresses[0], name };
    expectRefused({ ...s, fortressOwners: {} }, code, field);
  });

  it('a fortressOwners key that cannot be a name is refused with a short path', () => {
    const long = 'x'.repeat(100_000);
    const r = gameFromScenario({ ...base(), fortressOwners: { [long]: 'A' } });
    expect(!r.ok && r.error.code).toBe('setup/fortress_unknown');
    expect(!r.ok && r.error.field.length).toBeLessThan(80);
  });
});

describe('unknown keys are refused at any depth, naming their path, and never walked into', () => {
  const deep = '['.repeat(200_000) + ']'.repeat(200_000);
  const at: [string, (s: ReturnType<typeof base>) => unknown, string][] = [
    ['top level', (s) => ({ ...s, colour: 1 }), 'colour'],
    ['map', (s) => ({ ...s, map: { ...s.map, colour: 1 } }), 'map.colour'],
    ['a fortress', (s) => ({ ...s, map: { ...s.map, fortresses: [s.map.fortresses[0], { ...s.map.fortresses[1], colour: 'red' }] } }), 'map.fortresses[1].colour'],
    ['a unit', (s) => ({ ...s, units: [s.units[0], { ...s.units[1], colour: 1 }, s.units[2]] }), 'units[1].colour'],
    ['a hold', (s) => ({ ...s, holds: { Фольварк: { army: 'A', count: 1, colour: 1 } } }), 'holds.Фольварк.colour'],
    ['depots', (s) => ({ ...s, depots: { A: 1, colour: 1 } }), 'depots.colour'],
    ['nextIds', (s) => ({ ...s, nextIds: { colour: 1 } }), 'nextIds.colour'],
  ];
  it.each(at)('in %s', (_where, mutate, field) => {
    const r = gameFromScenario(mutate(base()));
    expect(!r.ok && r.error.field).toBe(field);
    expect(!r.ok && ['setup/unknown_field', 'setup/army_unknown']).toContain(!r.ok && r.error.code);
  });

  it('a 200 000-deep nesting under an unknown fortress key', () => {
    const text = JSON.stringify(base()).replace('"cells":[[6,7]]', `"cells":[[6,7]],"colour":${deep}`);
    expectRefused(text, 'setup/unknown_field', 'map.fortresses[1].colour');
  });

  it('deep nesting in a known field is a type error, not a stack overflow', () => {
    expectRefused(JSON.stringify(base()).replace('"AM"', deep.slice(0, 50_000) + deep.slice(-50_000)), 'setup/unit_id', 'units[0].id');
    expectRefused(JSON.stringify(base()).replace('"turn":1', `"turn":${deep}`), 'setup/turn_range', 'turn');
  });

  it('megabytes of unknown keys in a hold are refused at the first', () => {
    const junk: Json = {};
    for (let i = 0; i < 20_000; i++) junk[`k${i}`] = 'x'.repeat(100);
    expectRefused(JSON.stringify({ ...base(), holds: { Фольварк: { army: 'A', count: 1, ...junk } } }), 'setup/unknown_field', 'holds.Фольварк.k0');
  });

  it('a text beyond the size limit is refused before it is parsed', () => {
    const text = JSON.stringify(base()) + ' '.repeat(L.textChars);
    expectRefused(text, 'setup/too_large', '');
  });

  it('lists beyond their length are refused', () => {
    const many = Array.from({ length: L.units + 1 }, (_, i) => ({ id: `u${i}`, army: 'A', type: 'musketeer', x: 0, y: 0 }));
    expectRefused({ ...base(), units: many }, 'setup/too_many', 'units');
    expectRefused({ ...base(), ordered: ['AM', 'AM'] }, 'setup/ordered_duplicate', 'ordered[1]');
    expectRefused({ ...base(), armies: ['A', 'N', 'F'], out: ['F', 'F'] }, 'setup/army_duplicate', 'out[1]');
    const cells = Array.from({ length: L.fortressCells + 1 }, (_, i) => [i % 8, Math.floor(i / 8)]);
    const s = base();
    s.map.fortresses[0] = { name: 'Ц', cells };
    expectRefused({ ...s, fortressOwners: {} }, 'setup/too_many', 'map.fortresses[0].cells');
  });

  it('unit ids: letters, digits, - _ . only', () => {
    for (const id of ['A 1', 'A"1', 'A<b>', 'A\u0000', '']) {
      const s = base();
      const r = gameFromScenario({ ...s, units: [{ ...s.units[0], id }, ...s.units.slice(1)] });
      expect(!r.ok && r.error.field).toBe('units[0].id');
    }
    for (const id of ['A-M', 'Ж_1', 'N.7', 'A007']) {
      const s = base();
      expect(gameFromScenario({ ...s, units: [{ ...s.units[0], id }, ...s.units.slice(1)] }).ok).toBe(true);
    }
  });

  it('a map with an inherited-looking prototype is not a plain object', () => {
    const s = base();
    expectRefused({ ...s, map: Object.assign(Object.create({ width: 8 }) as Json, s.map) }, 'setup/map', 'map');
  });
});

describe('text of a scenario file', () => {
  it('a maximal scenario (every list at its longest, every number at its largest) loads, and its export fits the text limit', () => {
    const W = L.mapSide;
    const fortresses = Array.from({ length: L.fortresses }, (_, i) => ({
      name: `Ф${i}`.padEnd(L.nameChars, 'ж'),
      nameEn: `F${i}`.padEnd(L.nameChars, 'x'),
      cells: Array.from({ length: L.fortressCells }, (_, j) => [(i * L.fortressCells + j) % W, Math.floor((i * L.fortressCells + j) / W)]),
    }));
    const units = Array.from({ length: L.units }, (_, i) => ({ id: `u${i}`.padEnd(L.unitIdChars, 'щ'), army: i % 2 ? 'N' : 'A', type: i < 2 ? 'marshal' : 'general', x: i % W, y: 100 + Math.floor(i / W) }));
    const s = {
      format: 'polkovodets-scenario/1',
      map: { width: W, height: W, rows: Array.from({ length: W }, () => '.'.repeat(W)), fortresses },
      armies: ['A', 'N'], toMove: 'A', turn: L.turnLimit, turnLimit: L.turnLimit, goal: 'rout',
      depots: { A: L.depots, N: L.depots },
      fortressOwners: Object.fromEntries(fortresses.map((f, i) => [f.name, i % 2 ? 'N' : 'A'])),
      units, ordered: units.filter((u, i) => u.army === 'A' && i >= 2).map((u) => u.id),
      seed: -L.seed, serial: L.counter, nextIds: { A: L.counter, N: L.counter },
    };
    const g = gameFromScenario(s);
    if (!g.ok) throw new Error(`${g.error.code} ${g.error.field}`);
    const text = JSON.stringify(makeScenario(g.value), null, 2);
    expect(text.length).toBeLessThan(L.textChars / 4);
    expect(parseScenarioText(text).ok).toBe(true);
  });
  it('a UTF-8 byte-order mark before valid JSON is accepted', () => {
    const r = parseScenarioText(`\uFEFF${JSON.stringify(base())}`);
    expect(r.ok).toBe(true);
  });
  it('-0 is 0 everywhere', () => {
    const g = gameFromScenario(JSON.parse(JSON.stringify(base()).replace('"x":1,', '"x":-0,').replace('"A":20', '"A":-0')));
    if (!g.ok) throw new Error(g.error.code);
    expect(Object.is(g.value.units[0].x, 0) && Object.is(g.value.depots.A, 0)).toBe(true);
  });
});

describe('nameEn: an optional English name per fortress', () => {
  it('is kept in the state and written back by makeScenario', () => {
    const s = base();
    s.map.fortresses[0] = { ...s.map.fortresses[0], nameEn: 'Citadel' };
    const g = gameFromScenario(s);
    if (!g.ok) throw new Error(g.error.code);
    expect(g.value.map.fortresses.map((f) => f.nameEn)).toEqual(['Citadel', undefined]);
    const json = makeScenario(g.value);
    expect(json.map !== 'default' && json.map.fortresses[0]).toEqual({ name: 'Цитадель', nameEn: 'Citadel', cells: [[4, 4], [5, 4]] });
    expect(json.map !== 'default' && 'nameEn' in json.map.fortresses[1]).toBe(false);
    // The Russian name stays the identifier: owners and holds speak it, not nameEn.
    expectRefused({ ...s, fortressOwners: { Citadel: 'A' } }, 'setup/fortress_unknown', 'fortressOwners.Citadel');
  });
  it.each([['', 'setup/name_text'], ['x'.repeat(61), 'setup/name_text'], ['Cit\tadel', 'setup/name_text'], [3, 'setup/type']] as const)('nameEn %j is refused', (nameEn, code) => {
    const s = base();
    s.map.fortresses[0] = { ...s.map.fortresses[0], nameEn };
    expectRefused(s, code, 'map.fortresses[0].nameEn');
  });
});

describe('setup codes: a closed list, each with words in both languages that name the field', () => {
  it.each([...SETUP_CODES])('%s', (code) => {
    expect(REFUSAL_CODES).toContain(code);
    const field = 'units[7].x';
    for (const lang of ['ru', 'en'] as const) {
      const text = describeRefusal({ code, detail: { field } } as Refusal, lang);
      if (!['setup/not_json', 'setup/not_object', 'setup/too_large'].includes(code)) expect(text, `${code} ${lang}`).toMatch(/units\[7\]\.x|«[a-zA-Z.]+»|"[a-zA-Z.]+"/);
    }
  });
  it('the engine uses no setup code outside the list', () => {
    const dir = join(__dirname, '../../shared/rules/polkovodets');
    for (const f of ['scenario.ts', 'scenarioMap.ts', 'scenarioShape.ts']) {
      for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/'(setup\/[a-z_]+)'/g)) expect(SETUP_CODES as readonly string[]).toContain(m[1]);
    }
  });
});

describe('the ranges are documented and shared', () => {
  const docs = ['docs/polk.md', 'docs/rules.ru.md', 'docs/rules.en.md'].map((p) => readFileSync(join(__dirname, '../..', p), 'utf8').replace(/[\s,\u00a0]/g, ''));
  it.each(Object.entries(SCENARIO_LIMITS))('%s = %d appears in docs/polk.md and both rules documents', (_key, value) => {
    docs.forEach((text, i) => expect(text.includes(String(value)), `document ${i} lacks ${value}`).toBe(true));
  });
  it('presets keep to the same ranges', () => {
    expect(validatePresetOptions({ armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1, turnLimit: L.turnLimit + 1 })).toBe('preset/turn_limit_invalid');
    expect(validatePresetOptions({ armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1, depots: L.depots + 1 })).toBe('preset/depots_invalid');
    const s = presetScenario({ armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1, turnLimit: L.turnLimit, depots: L.depots });
    expect(Object.getPrototypeOf(s.fortressOwners)).toBeNull();
    expect(gameFromScenario(s).ok).toBe(true);
  });
});
