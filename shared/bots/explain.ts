/**
 * Finds the reason for an order the machine gave, by comparing the position before and after it:
 * a strike, a hold or capture, a recruit, a threat it creates or escapes, the march on a fortress.
 * The reason is data (code + detail); the catalog (shared/vocab/bots.ts) turns it into words.
 */
import { boardOf } from '../rules/polkovodets/board';
import type { Army, Cell, GameState, Order, Unit } from '../rules/polkovodets/types';
import { isCommanderType } from '../rules/polkovodets/units';
import { distanceToTarget, threatsOf } from './evaluate';
import type { Explanation } from './explanations';

const fortressAt = (state: GameState, [x, y]: Cell): number => boardOf(state.map).fortressAt[y * state.map.width + x];

/** Is the unit (by id) one the rival armies could strike next move? */
function threatened(state: GameState, id: string): boolean {
  const i = state.units.findIndex((u) => u.id === id);
  if (i < 0) return false;
  const army = state.units[i].army;
  return state.armies.some((a) => a !== army && !state.out.includes(a) && threatsOf(state, a).threats.some((t) => t.target === i));
}

/** Enemy units the given unit could strike next move (strongest first: the marshal before all). */
function targetsOf(state: GameState, id: string): Unit[] {
  const i = state.units.findIndex((u) => u.id === id);
  if (i < 0) return [];
  const me = state.units[i].army;
  return threatsOf({ ...state, toMove: me, ordered: [] }, me).threats.filter((t) => t.striker === i).map((t) => state.units[t.target]);
}

export function explainOrder(before: GameState, order: Order, after: GameState): Explanation {
  const me: Army = before.toMove;
  if (order.kind === 'strike') {
    const target = before.units.find((u) => u.x === order.to[0] && u.y === order.to[1]);
    if (target?.type === 'marshal') return { code: 'strikes_marshal', detail: { army: target.army } };
    if (target) return { code: 'strikes', detail: { unitType: target.type, army: target.army } };
  }
  if (order.kind === 'recruit') {
    const fi = fortressAt(before, order.to);
    return { code: 'recruits', detail: { unitType: order.recruit, army: me, fortress: before.fortresses[fi]?.name ?? '' } };
  }
  const id = order.kind === 'step' ? order.commander : order.unit;
  const unitBefore = before.units.find((u) => u.id === id);
  const fi = fortressAt(after, order.to);
  if (fi >= 0) {
    const f = after.fortresses[fi];
    if (f.owner !== me) {
      const count = f.hold?.army === me ? f.hold.count + 1 : 1;
      return count >= 2 ? { code: 'captures', detail: { fortress: f.name } } : { code: 'holds', detail: { fortress: f.name, count } };
    }
    if (f.hold && f.hold.army !== me) return { code: 'defends', detail: { fortress: f.name } };
  }
  if (unitBefore?.type === 'marshal' && threatened(before, id) && !threatened(after, id)) return { code: 'shields_marshal', detail: {} };
  if (unitBefore && unitBefore.riverMoves > 0) return { code: 'leaves_river', detail: {} };
  const targets = order.kind === 'move' ? targetsOf(after, id) : [];
  const marshal = targets.find((u) => u.type === 'marshal');
  if (marshal) return { code: 'threatens_marshal', detail: { army: marshal.army } };
  if (unitBefore && threatened(before, id) && !threatened(after, id)) return { code: 'escapes', detail: {} };
  if (targets.length) return { code: 'threatens', detail: { unitType: targets[0].type, army: targets[0].army } };
  const unitAfter = after.units.find((u) => u.id === id);
  if (unitBefore && unitAfter) {
    const d0 = distanceToTarget(before, unitBefore);
    const d1 = distanceToTarget(after, unitAfter);
    if (d1.fortress >= 0 && d1.distance < d0.distance) return { code: 'advances', detail: { fortress: after.fortresses[d1.fortress].name } };
  }
  if (unitBefore && isCommanderType(unitBefore.type)) return { code: 'commander_follows', detail: {} };
  return { code: 'regroups', detail: {} };
}

export function explainAppointment(state: GameState, at: Cell): Explanation {
  return { code: 'appoints', detail: { fortress: state.fortresses[fortressAt(state, at)]?.name ?? '' } };
}
