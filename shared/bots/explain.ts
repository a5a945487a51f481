/**
 * Finds the reason for an order the machine gave, by comparing the position before and after it:
 * a strike, a hold or capture, a recruit, a threat it creates or escapes, the march on a fortress.
 * The reason is data (code + detail); the catalog (shared/vocab/bots.ts) turns it into words.
 */
import { boardOf } from '../rules/polkovodets/board';
import type { Army, Cell, GameState, Order, Unit } from '../rules/polkovodets/types';
import { COMMAND_RADIUS, isCommanderType } from '../rules/polkovodets/units';
import { distanceToFortress, distanceToTarget, threatsOf } from './evaluate';
import type { Plan } from './plan';
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

/**
 * On the real board (corps.ts): the reason of explainOrder when it is a fight, a hold, a recruit, a
 * threat or the river; otherwise what the order does for the plan (plan.ts) — a commander leading his
 * corps on his goal, with his time and the first rival's, a unit marching with its corps, or a unit
 * brought back into its commander's square.
 */
export function explainCorpsOrder(before: GameState, order: Order, after: GameState, plan: Plan): Explanation {
  const base = explainOrder(before, order, after);
  if (base.code !== 'advances' && base.code !== 'commander_follows' && base.code !== 'regroups') return base;
  const id = order.kind === 'step' ? order.commander : order.kind === 'move' ? order.unit : '';
  const was = before.units.find((u) => u.id === id);
  const now = after.units.find((u) => u.id === id);
  const goal = plan.goalOf.get(id);
  if (!was || !now || goal === undefined) return base;
  const fortress = after.fortresses[goal].name;
  const g = plan.goals.get(order.kind === 'step' ? id : (plan.corpsOf.get(id) ?? ''));
  const moves = distanceToFortress(after, now, goal);
  const closer = moves < distanceToFortress(before, was, goal);
  // A corps that guards an own fortress (no rival one it could reach in time) says so.
  if (g?.guard && closer) return { code: 'guards', detail: { fortress, rival: g.rivalEta } };
  // A raider inside his standoff (a raid timed for the last moves, plan.ts) is not late: he waits.
  if (order.kind === 'step' && g?.raid && moves <= (plan.standoff.get(id) ?? 0)) return { code: 'raid_waits', detail: { fortress, moves } };
  // A raider goes for a rival's fortress (three armies, plan.ts), alone or with a remote army's horsemen: his own step says so.
  if (order.kind === 'step' && g?.raid && closer) {
    const escorts = [...plan.corpsOf.values()].filter((lead) => lead === id).length;
    return { code: 'raids', detail: escorts ? { fortress, moves, escorts } : { fortress, moves } };
  }
  if (order.kind === 'step') return { code: 'leads_corps', detail: { fortress, moves, rival: g?.rivalEta ?? -1 } };
  // A horseman beside a raider (a remote army's escort, plan.ts).
  if (g?.raid) return { code: 'escorts_raid', detail: { unitType: was.type, army: was.army, fortress } };
  const lead = (s: GameState) => s.units.find((u) => u.id === plan.corpsOf.get(id));
  const outside = (s: GameState, u: Unit) => {
    const c = lead(s);
    return !!c && Math.max(Math.abs(c.x - u.x), Math.abs(c.y - u.y)) > COMMAND_RADIUS;
  };
  if (outside(before, was) && !outside(after, now)) return { code: 'rejoins_corps', detail: { unitType: was.type, army: was.army } };
  if (closer) return { code: 'marches_with_corps', detail: { unitType: was.type, army: was.army, fortress } };
  // Nearer some other fortress but not its corps's goal: the plan's march is not what it is for.
  return base.code === 'advances' ? { code: 'regroups', detail: {} } : base;
}
