/**
 * Fuzz property over hostile scenario JSON (issue 11, item 7): valid scenarios damaged at random —
 * huge and tiny numbers, NaN-like strings, prototype names, deep nesting, wrong types, a BOM, unknown
 * keys at random depths, deleted fields. Each case ends in either a clean coded refusal that names a
 * field, or a game whose every reader works: legalOrders, a few legal actions through reduce, the
 * makeScenario round trip, publicState and the turn summary (model, Markdown, HTML, JSON). Never a throw.
 *
 * Fixed seed and a count sized for two cores in `npm test`; a longer run:
 *   POLK_FUZZ_RUNS=5000 npx vitest run tests/rules/scenario-fuzz.test.ts
 * prints the cases tried per category, the refusals, the games and the throws (which must be 0).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../shared/bridge/contract';
import { presetScenario } from '../../shared/presets';
import { publicState } from '../../shared/publicState';
import {
  createGame,
  freeOwnFortressCells,
  legalOrders,
  makeScenario,
  needsMarshal,
  parseScenario,
  parseScenarioText,
  reduce,
  SCENARIO_LIMITS as L,
  SETUP_CODES,
  type Action,
  type GameState,
  type SetupError,
} from '../../shared/rules/polkovodets';
import { describeRefusal } from '../../shared/vocab';
import { buildTurnSummary, renderHtml, renderMarkdown, toJson } from '../../shared/summary';

const RUNS = Number(process.env.POLK_FUZZ_RUNS ?? 300);
const SEED = Number(process.env.POLK_FUZZ_SEED ?? 20251201);

type Json = unknown;
type Obj = Record<string, Json>;

const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineSetter__', 'propertyIsEnumerable'];
const DEEP = '\u0000DEEP\u0000';

/** Sets a key as an own data property (so `__proto__` is a key, not the prototype). */
const put = (o: Obj, k: string, v: Json): void => void Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });

function tinyBase(names: readonly string[], three: boolean): Obj {
  const rows = ['..........', '..====....', '..=..T....', '..=..T..~.', '.....~~~~~', '......#...', '....MM....', '..........', '..........', '..........'];
  const fortresses = [
    { name: names[0], cells: [[0, 9], [1, 9]] },
    { name: names[1], nameEn: 'Grange', cells: [[9, 0]] },
    { name: names[2], cells: [[5, 9], [6, 9]] },
  ];
  const owners: Obj = {};
  put(owners, names[0], 'A');
  put(owners, names[1], 'N');
  const holds: Obj = {};
  put(holds, names[2], { army: 'A', count: 1 });
  const units = [
    { id: 'AM', army: 'A', type: 'marshal', x: 1, y: 8 },
    { id: 'A-G1', army: 'A', type: 'general', x: 3, y: 3 },
    { id: 'A1', army: 'A', type: 'dragoon', x: 4, y: 2 },
    { id: 'A2', army: 'A', type: 'battery', x: 3, y: 6 },
    { id: 'A3', army: 'A', type: 'musketeer', x: 5, y: 9 },
    { id: 'NM', army: 'N', type: 'marshal', x: 8, y: 1 },
    { id: 'N1', army: 'N', type: 'hussar', x: 6, y: 3 },
    { id: 'N2', army: 'N', type: 'jager', x: 5, y: 2 },
    { id: 'N3', army: 'N', type: 'cossack', x: 8, y: 4, riverMoves: 1 },
  ];
  if (three) units.push({ id: 'FM', army: 'F', type: 'marshal', x: 9, y: 9 });
  return {
    format: 'polkovodets-scenario/1',
    map: { width: 10, height: 10, rows, fortresses },
    armies: three ? ['A', 'N', 'F'] : ['A', 'N'],
    toMove: 'A',
    turn: 3,
    turnLimit: 5,
    goal: 'fortresses',
    depots: three ? { A: 20, N: 12.5, F: 16 } : { A: 20, N: 12.5 },
    fortressOwners: owners,
    holds,
    units,
    seed: 7,
  };
}

const presetBase = (): Obj => JSON.parse(JSON.stringify(presetScenario({ armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 3, turnLimit: 4 }))) as Obj;

/** Values a hostile file might hold where a number, a string, a list or an object belongs. */
const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(1e308, -1e308, 2 ** 53, 2 ** 53 + 2, 2 ** 53 - 1, -(2 ** 53), 5e-324, -0, 0.5, 1.25, -1, 0, 1, 2, 81),
  fc.constantFrom<Json>(L.turnLimit, L.turnLimit + 1, L.depots, L.depots + 0.5, L.counter, L.counter + 1, L.counter - 1, L.mapSide + 1, L.seed, L.seed + 1),
  fc.constantFrom<Json>('NaN', 'Infinity', '-Infinity', '1e999', '', ' 1', '0x10', 'null', 'A', 'N', 'F', 'draw', 'finished', 'marshal'),
  fc.constantFrom<Json>(null, true, false, [], {}, [1], [[0, 0]], { army: 'A', count: 1 }, DEEP),
  fc.constantFrom<Json>(...PROTO_NAMES),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -100, max: 100 }),
  fc.double({ noNaN: true }),
  fc.constantFrom<Json>('x'.repeat(70), 'Ж'.repeat(61), 'a\u202eb', 'a\nb', '\ud800', 'A'.concat('9'.repeat(16))),
);

type Mutation =
  | { kind: 'set'; at: number; value: Json }
  | { kind: 'delete'; at: number }
  | { kind: 'unknown'; at: number; key: string; value: Json }
  | { kind: 'rename'; name: string }
  | { kind: 'limit'; which: number }
  | { kind: 'deep'; at: number; unknownKey: boolean };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unknown' as const), at: fc.nat(), key: fc.oneof(fc.constantFrom('colour', 'nameEN', '', ...PROTO_NAMES), fc.string({ maxLength: 8 })), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rename' as const), name: fc.constantFrom(...PROTO_NAMES, 'Ц', 'Fort 2', 'Дальний монастырь') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('limit' as const), which: fc.nat({ max: 6 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deep' as const), at: fc.nat(), unknownKey: fc.boolean() }) },
);

/** Every place in a JSON value: [parent, key] pairs, objects and arrays alike. */
function slots(root: Json): [Obj | Json[], string | number][] {
  const out: [Obj | Json[], string | number][] = [];
  const walk = (v: Json): void => {
    if (Array.isArray(v)) {
      v.forEach((x, i) => {
        out.push([v, i]);
        walk(x);
      });
    } else if (v && typeof v === 'object') {
      for (const k of Object.keys(v)) {
        out.push([v as Obj, k]);
        walk((v as Obj)[k]);
      }
    }
  };
  walk(root);
  return out;
}

function containers(root: Json): (Obj | Json[])[] {
  const out: (Obj | Json[])[] = [];
  const walk = (v: Json): void => {
    if (Array.isArray(v)) {
      out.push(v);
      v.forEach(walk);
    } else if (v && typeof v === 'object') {
      out.push(v as Obj);
      Object.values(v).forEach(walk);
    }
  };
  walk(root);
  return out;
}

/** A fortress renamed everywhere it is named (keeps the scenario valid, so names reach the readers). */
function rename(s: Obj, name: string): void {
  const map = s.map as Obj;
  if (typeof map !== 'object' || map === null || !Array.isArray(map.fortresses) || !map.fortresses.length) return;
  const f = map.fortresses[0] as Obj;
  if (typeof f !== 'object' || f === null || map.fortresses.some((g) => (g as Obj)?.name === name)) return;
  const old = f.name as string;
  f.name = name;
  for (const key of ['fortressOwners', 'holds']) {
    const o = s[key] as Obj;
    if (o && typeof o === 'object' && Object.prototype.hasOwnProperty.call(o, old)) {
      const next: Obj = {};
      for (const k of Object.keys(o)) put(next, k === old ? name : k, o[k]);
      s[key] = next;
    }
  }
}

const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const unitAt = (s: Obj, i: number): Json => (Array.isArray(s.units) ? s.units[i] : undefined);

/** Valid extremes: every number at its largest (still a valid game). */
function atLimit(s: Obj, which: number): void {
  const armies = Array.isArray(s.armies) ? (s.armies as string[]) : [];
  switch (which) {
    case 0: s.turnLimit = L.turnLimit; s.turn = L.turnLimit; break;
    case 1: s.depots = Object.fromEntries(armies.map((a) => [a, L.depots])); break;
    case 2: s.serial = L.counter; break;
    case 3: s.nextIds = Object.fromEntries(armies.map((a) => [a, L.counter])); break;
    case 4: s.seed = -L.seed; break;
    case 5: if (isObj(unitAt(s, 0))) (unitAt(s, 0) as Obj).id = `A${L.counter - 1}`; break;
    default: if (isObj(unitAt(s, 1))) (unitAt(s, 1) as Obj).id = 'ж'.repeat(L.unitIdChars); break;
  }
}

function apply(s: Obj, m: Mutation): void {
  switch (m.kind) {
    case 'set': {
      const all = slots(s);
      const [parent, key] = all[m.at % all.length];
      if (Array.isArray(parent)) parent[key as number] = m.value;
      else put(parent, key as string, m.value);
      break;
    }
    case 'delete': {
      const all = slots(s);
      const [parent, key] = all[m.at % all.length];
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key as string];
      break;
    }
    case 'unknown': {
      const objects = containers(s).filter((c): c is Obj => !Array.isArray(c));
      put(objects[m.at % objects.length], m.key, m.value);
      break;
    }
    case 'rename':
      rename(s, m.name);
      break;
    case 'limit':
      atLimit(s, m.which);
      break;
    case 'deep':
      apply(s, m.unknownKey ? { kind: 'unknown', at: m.at, key: 'nested', value: DEEP } : { kind: 'set', at: m.at, value: DEEP });
      break;
  }
}

interface Case {
  readonly base: 'tiny2' | 'tiny3' | 'preset';
  readonly names: readonly string[];
  readonly mutations: readonly Mutation[];
  readonly bom: boolean;
  readonly indent: 0 | 2 | 4;
  readonly depth: number;
  readonly actions: number;
  readonly pick: number;
}

const caseArb: fc.Arbitrary<Case> = fc.record({
  base: fc.constantFrom('tiny2' as const, 'tiny3' as const, 'preset' as const),
  names: fc.shuffledSubarray(['Цитадель', 'Фольварк', 'Загорье', ...PROTO_NAMES], { minLength: 3, maxLength: 3 }),
  mutations: fc.array(mutation, { maxLength: 3 }),
  bom: fc.boolean(),
  indent: fc.constantFrom(0 as const, 2 as const, 4 as const),
  depth: fc.integer({ min: 1, max: 100_000 }),
  actions: fc.integer({ min: 0, max: 6 }),
  pick: fc.nat(),
});

function textOf(c: Case): string {
  const s = c.base === 'preset' ? presetBase() : tinyBase(c.names, c.base === 'tiny3');
  for (const m of c.mutations) apply(s, m);
  let text = JSON.stringify(s, null, c.indent);
  text = text.split(JSON.stringify(DEEP)).join('['.repeat(c.depth) + ']'.repeat(c.depth));
  return c.bom ? `\uFEFF${text}` : text;
}

function expectCleanRefusal(e: SetupError): void {
  expect(SETUP_CODES as readonly string[]).toContain(e.code);
  expect(typeof e.field).toBe('string');
  expect(e.field.length).toBeLessThan(200);
  expect(e.detail.field).toBe(e.field);
  for (const lang of ['ru', 'en'] as const) {
    const text = describeRefusal(e, lang);
    if (e.field) expect(text).toContain(e.field);
    expect(text).not.toMatch(/undefined|\[object/);
    expect(text.length).toBeLessThan(600);
  }
}

/**
 * Whether play has carried the position past a range (possible only from a scenario already at a
 * limit: a trillion recruits or ten thousand maximal corrections away otherwise). Its export is refused.
 */
const pastTheRanges = (s: GameState): boolean =>
  s.serial > L.counter ||
  Object.values(s.nextIds ?? {}).some((n) => n > L.counter) ||
  s.units.some((u) => /^[ANF][0-9]+$/.test(u.id) && Number(u.id.slice(1)) >= L.counter) ||
  Object.values(s.depots).some((h) => h > 2 * L.depots) ||
  s.units.length > L.units;

/** Every reader of the game: a few legal actions through reduce, the codec, the public state, the summary. */
function readEverything(start: GameState, c: Case): void {
  let s = start;
  const entries: HistoryEntry[] = [];
  for (let k = 0; k < c.actions && s.status === 'playing'; k++) {
    let action: Action;
    if (needsMarshal(s)) {
      const cells = freeOwnFortressCells(s, s.toMove);
      action = { kind: 'appoint', at: cells[(c.pick + k) % cells.length] };
    } else {
      const legal = legalOrders(s);
      action = legal.length && (c.pick + k) % 4 ? { kind: 'order', order: legal[(c.pick * 31 + k) % legal.length] } : { kind: 'end_move' };
    }
    const r = reduce(s, action);
    if (!r.ok) throw new Error(`a legal action was refused: ${r.error.code} ${JSON.stringify(action)}`);
    entries.push({ seq: entries.length + 1, turn: s.turn, army: s.toMove, kind: action.kind, payload: action.kind === 'order' ? action.order : action, events: r.value.events, at: '2025-01-01T00:00:00.000Z' } as HistoryEntry);
    s = r.value.state;
  }
  legalOrders(s);
  const json = JSON.parse(JSON.stringify(makeScenario(s))) as unknown;
  const back = parseScenario(json);
  if (pastTheRanges(s)) {
    expect(back.ok ? null : back.error.code).toMatch(/^setup\/(out_of_range|unit_id_number|too_many)$/);
  } else {
    if (!back.ok) throw new Error(`the export of a valid game is refused: ${back.error.code} ${back.error.field}`);
    expect(createGame(back.value, s.rulesVersion)).toEqual({ ok: true, value: s });
  }
  const pub = publicState(s);
  expect(pub.fortresses.every((f) => f.owner === null || ['A', 'N', 'F'].includes(f.owner))).toBe(true);
  const summary = buildTurnSummary({ campaign: 'fuzz', start, end: s, entries, turn: start.turn });
  for (const lang of ['ru', 'en'] as const) {
    expect(renderMarkdown(summary, lang)).not.toMatch(/undefined|\[object/);
    expect(renderHtml(summary, lang)).not.toMatch(/undefined|\[object/);
  }
  JSON.parse(toJson(summary));
}

describe('hostile scenario JSON: a clean coded refusal, or a game whose every reader works', () => {
  it('holds for damaged, nested, prototype-named and extreme scenarios', () => {
    const tally = new Map<string, { tried: number; refused: number; games: number }>();
    fc.assert(
      fc.property(caseArb, (c) => {
        const text = textOf(c);
        // A case counts in every category it belongs to.
        const categories = ['all', ...new Set(c.mutations.map((m) => m.kind))];
        if (!c.mutations.length) categories.push('undamaged');
        if (c.bom) categories.push('bom');
        if (text.includes('[[[[[')) categories.push('deep nesting');
        const counts = categories.map((k) => {
          const t = tally.get(k) ?? { tried: 0, refused: 0, games: 0 };
          tally.set(k, t);
          t.tried++;
          return t;
        });
        const parsed = parseScenarioText(text);
        const result = parsed.ok ? createGame(parsed.value) : parsed;
        if (!result.ok) {
          for (const t of counts) t.refused++;
          return expectCleanRefusal(result.error);
        }
        for (const t of counts) t.games++;
        readEverything(result.value, c);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    const total = tally.get('all') ?? { tried: 0, refused: 0, games: 0 };
    if (process.env.POLK_FUZZ_RUNS) {
      console.log(`scenario fuzz: seed ${SEED}, ${total.tried} cases, ${total.refused} refused, ${total.games} games read, 0 throws`);
      for (const [k, t] of [...tally].sort()) console.log(`  ${k.padEnd(14)} tried ${t.tried}, refused ${t.refused}, games ${t.games}`);
    }
    // The generator must reach both outcomes, or the property proves little.
    expect(total.refused).toBeGreaterThan(RUNS / 10);
    expect(total.games).toBeGreaterThan(RUNS / 10);
  }, 120_000);
});
