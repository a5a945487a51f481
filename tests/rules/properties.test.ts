/**
 * Property tests: random legal play for whole games keeps every invariant; legalOrders and
 * checkOrder agree; refused orders change nothing; state survives JSON and the scenario codec.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../shared/presets';
import { MutableRandom } from '../../shared/rules/random';
import { applyOrder, boardOf, checkOrder, gameFromScenario, legalOrders, makeScenario, UNIT_SPECS, type Army, type GameState, type Order } from '../../shared/rules/polkovodets';
import { REFUSAL_CODES } from '../../shared/vocab';
import { playout, type Step } from '../support/randomPlay';

function presetGame(armies: Army[], size: 'small' | 'standard' | 'large', seed: number, turnLimit: number): GameState {
  const r = gameFromScenario(presetScenario({ armies, goal: seed % 2 ? 'rout' : 'fortresses', size, seed, turnLimit }));
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

function assertInvariants(s: GameState): void {
  const board = boardOf(s.map);
  const seen = new Set<number>();
  for (const u of s.units) {
    const i = u.y * s.map.width + u.x;
    expect(seen.has(i), `two units on (${u.x}, ${u.y})`).toBe(false);
    seen.add(i);
    const t = s.map.rows[u.y][u.x];
    const spec = UNIT_SPECS[u.type];
    if ('MTS'.includes(t)) expect(spec.roughWalker, `${u.type} on ${t}`).toBe(true);
    if (t === '~') expect(spec.unitClass, `battery on the river at (${u.x}, ${u.y})`).not.toBe('artillery');
    expect(u.riverMoves === 0 || (u.riverMoves === 1 && t === '~')).toBe(true);
    expect(s.out.includes(u.army)).toBe(false);
  }
  expect(board.width).toBe(s.map.width);
  for (const a of s.armies) {
    const d = s.depots[a] ?? 0;
    expect(Number.isInteger(d) && d >= 0, `depots of ${a}: ${d}`).toBe(true);
  }
  expect(s.turn).toBeGreaterThanOrEqual(1);
  expect(s.turn).toBeLessThanOrEqual(s.options.turnLimit);
}

/** A few junk orders around a legal one: wrong cells, wrong units, wrong commanders. */
function junk(s: GameState, rng: MutableRandom): Order[] {
  const ids = s.units.map((u) => u.id);
  const pick = <T>(xs: readonly T[]) => xs[rng.int(xs.length)];
  const cell = (): [number, number] => [rng.int(s.map.width + 2) - 1, rng.int(s.map.height + 2) - 1];
  return [
    { kind: 'move', commander: pick(ids), unit: pick(ids), to: cell() },
    { kind: 'strike', commander: pick(ids), unit: pick(ids), to: cell() },
    { kind: 'step', commander: pick(ids), to: cell() },
    { kind: 'recruit', commander: pick(ids), recruit: pick(['musketeer', 'battery', 'general', 'marshal'] as const), to: cell() },
  ];
}

describe('random legal play on the default map', () => {
  // Whether legalOrders lists the right orders is checked against an oracle written from the rules
  // text (oracle.property.test.ts). checkOrder is membership in legalOrders, so "a listed order
  // passes checkOrder" only checks its lookup; what is independent here is the invariants and that
  // every refusal of junk has a reason of its own (never the bare order/illegal) and changes nothing.
  it('keeps every invariant through whole games; junk is refused with its own reason and changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom<Army[]>(['A', 'N'], ['A', 'F'], ['N', 'F'], ['A', 'N', 'F']), (seed, armies) => {
        const rng = new MutableRandom(seed ^ 0x5eed);
        let steps = 0;
        const final = playout(presetGame(armies, 'small', seed, 12), seed, (step: Step) => {
          steps++;
          assertInvariants(step.after);
          if (step.kind !== 'order' || steps % 3) return;
          // checkOrder finds listed orders (its lookup; a sample); junk is refused and changes nothing.
          const legal = legalOrders(step.before);
          for (let k = 0; k < 5 && legal.length; k++) expect(checkOrder(step.before, legal[rng.int(legal.length)])).toEqual({ ok: true });
          const before = JSON.stringify(step.before);
          for (const o of junk(step.before, rng)) {
            const r = applyOrder(step.before, o);
            if (!r.ok) {
              expect(REFUSAL_CODES).toContain(r.error.code);
              expect(r.error.code).not.toBe('order/illegal');
            }
          }
          expect(JSON.stringify(step.before)).toBe(before);
        });
        expect(final.status).toBe('finished');
      }),
      { numRuns: 12 },
    );
  });

  it('the large three-army preset plays a whole 80-turn game', () => {
    const final = playout(presetGame(['A', 'N', 'F'], 'large', 7, 80), 7, (step) => assertInvariants(step.after));
    expect(final.status).toBe('finished');
    expect(final.winner).not.toBeNull();
  });

  it('every legal order of the position passes checkOrder; every other cell for a unit is refused with a reason', () => {
    const s = presetGame(['A', 'N', 'F'], 'standard', 3, 80);
    const mid = playout(s, 3, undefined, 120);
    const legal = legalOrders(mid);
    for (const o of legal) expect(checkOrder(mid, o)).toEqual({ ok: true });
    const listed = new Set(legal.map((o) => JSON.stringify([o.kind, o.commander, 'unit' in o ? o.unit : '', o.to])));
    const commanders = [...new Set(legal.map((o) => o.commander))];
    const units = mid.units.filter((u) => u.army === mid.toMove && !u.acted);
    for (const c of commanders.slice(0, 2)) {
      for (const u of units.slice(0, 15)) {
        for (let dx = -5; dx <= 5; dx++) {
          for (let dy = -5; dy <= 5; dy++) {
            for (const kind of ['move', 'strike'] as const) {
              const to: [number, number] = [u.x + dx, u.y + dy];
              const r = checkOrder(mid, { kind, commander: c, unit: u.id, to });
              expect(r.ok).toBe(listed.has(JSON.stringify([kind, c, u.id, to])));
              if (!r.ok) expect(r.error.code).not.toBe('order/illegal');
            }
          }
        }
      }
    }
  });
});

describe('state is plain data', () => {
  it('survives a JSON round trip and the scenario codec at every step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        playout(presetGame(['A', 'N', 'F'], 'small', seed, 6), seed, (step) => {
          const s = step.after;
          expect(JSON.parse(JSON.stringify(s))).toEqual(s);
          const back = gameFromScenario(JSON.parse(JSON.stringify(makeScenario(s))));
          if (!back.ok) throw new Error(JSON.stringify(back.error));
          expect(back.value).toEqual(s);
        });
      }),
      { numRuns: 6 },
    );
  });

  it('play is deterministic: the same seed gives the same game', () => {
    const a = playout(presetGame(['A', 'N'], 'standard', 11, 10), 11);
    const b = playout(presetGame(['A', 'N'], 'standard', 11, 10), 11);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
