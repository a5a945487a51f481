/**
 * Issue 24 item 1: `checkOrder` (and `applyOrder`, through `findLegal`) finds an order by reading
 * the position directly instead of listing. On seeded random games — presets and random club
 * boards, two and three armies — it accepts exactly the orders `legalOrders` lists, over a wide
 * set of candidates at every few positions: every commander of the army to move (also those who
 * have ordered) with each kind, units of every army (acted ones and commanders among them), cells
 * around each unit and commander, every unit type as a recruit. An accepted order comes back as
 * the listed one (with its `road` and `target`), and a refused one has a reason of its own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOrder, gameFromScenario, legalOrders, UNIT_TYPES, type Army, type GameState, type LegalOrder, type Order } from '../../shared/rules/polkovodets';
import { findLegal } from '../../shared/rules/polkovodets/legal';
import { presetScenario } from '../../shared/presets';
import { playout } from '../support/randomPlay';
import { randomBoardGame } from './randomBoards';

const keyOf = (o: Order | LegalOrder): string => JSON.stringify([o.kind, o.commander, o.kind === 'move' || o.kind === 'strike' ? o.unit : '', o.to[0], o.to[1], o.kind === 'recruit' ? o.recruit : '']);

/** Compares check and list at one position; returns how many candidates were accepted. */
function compareAt(s: GameState, pick: (n: number) => number): { accepted: number; refused: number } {
  const listed = new Map(legalOrders(s).map((o) => [keyOf(o), o]));
  const own = s.units.filter((u) => u.army === s.toMove);
  const commanders = own.filter((u) => u.type === 'general' || u.type === 'marshal');
  // Every unit of the army that has acted, and a dozen more: mostly the army's own, some of the others.
  const units = [...own.filter((u) => u.acted), ...Array.from({ length: 12 }, () => (pick(4) ? own[pick(own.length)] : s.units[pick(s.units.length)]))];
  let accepted = 0;
  let refused = 0;
  const check = (o: Order): void => {
    const r = checkOrder(s, o);
    const want = listed.get(keyOf(o));
    expect(r.ok).toBe(want !== undefined);
    if (r.ok) {
      accepted++;
      const found = findLegal(s, o);
      expect(found.ok && found.order).toEqual(want);
    } else {
      refused++;
      expect(r.error.code).not.toBe('order/illegal');
    }
  };
  for (const c of commanders) {
    for (const u of units) {
      for (let dx = -4; dx <= 4; dx++) {
        for (let dy = -4; dy <= 4; dy++) {
          const to: [number, number] = [u.x + dx, u.y + dy];
          if (to[0] < 0 || to[1] < 0 || to[0] >= s.map.width || to[1] >= s.map.height) continue;
          check({ kind: 'move', commander: c.id, unit: u.id, to });
          check({ kind: 'strike', commander: c.id, unit: u.id, to });
        }
      }
    }
    for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) check({ kind: 'step', commander: c.id, to: [c.x + dx, c.y + dy] });
    for (const [i, f] of s.map.fortresses.entries()) {
      for (const to of f.cells) {
        if (s.fortresses[i].owner === null && pick(2)) continue;
        for (const recruit of UNIT_TYPES) check({ kind: 'recruit', commander: c.id, recruit, to });
      }
    }
  }
  // Every listed order is accepted (also those the candidates above did not reach).
  for (const o of listed.values()) {
    const found = findLegal(s, o);
    expect(found.ok && found.order).toEqual(o);
  }
  return { accepted, refused };
}

describe('checkOrder reads the position and accepts exactly the listed orders', () => {
  it('on presets and random club boards, two and three armies', () => {
    let accepted = 0;
    let refused = 0;
    let positions = 0;
    fc.assert(
      fc.property(fc.constantFrom<Army[]>(['A', 'N'], ['A', 'N', 'F']), fc.boolean(), fc.integer({ min: 1, max: 10_000 }), (armies, club, seed) => {
        const start = club
          ? randomBoardGame({ armies, goal: 'rout', size: 'small', seed, turnLimit: 6 }, seed)
          : (() => {
              const r = gameFromScenario(presetScenario({ armies, goal: 'rout', size: 'small', seed, turnLimit: 6 }));
              if (!r.ok) throw new Error(r.error.code);
              return r.value;
            })();
        let step = 0;
        let draw = seed;
        const pick = (n: number): number => (draw = (draw * 1103515245 + 12345) % 2147483648) % n;
        playout(start, seed, (st) => {
          if (step++ % 5 !== 0 || st.after.status !== 'playing') return;
          const seen = compareAt(st.after, pick);
          accepted += seen.accepted;
          refused += seen.refused;
          positions++;
        }, 60);
      }),
      { numRuns: 6, seed: 2428 },
    );
    expect(positions).toBeGreaterThan(20);
    expect(accepted).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(accepted);
  });
});
