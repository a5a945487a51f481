/**
 * `strong` on the real board (three or more commanders: the standard and large presets): a beam
 * search over the commanders' orders with a shortlist (docs/bots.md, «The real board»).
 *
 * 1. Every legal order at the root is scored once (reduce it, end the move, evaluate with the corps
 *    plan): that ranks each commander's orders. A commander's step onto a cell he may not return
 *    to (plan.ts) is never considered.
 * 2. Each commander keeps his `shortlist` best orders, and every strike and recruit of his.
 * 3. Beam search, one depth per order: from each kept partial move, every shortlisted order of a
 *    commander who has not ordered yet and that is still legal there; the best `beam` distinct
 *    positions go on. Every node is also a complete move (end it there); the best one is played.
 *
 * Full enumeration of the army move at every depth (strong.ts's beam on the small preset) spends
 * its whole budget on two or three orders here: ~600 orders a depth of 6 commanders.
 */
import { reduce } from '../rules/polkovodets/actions';
import { legalOrders } from '../rules/polkovodets/legal';
import type { MutableRandom } from '../rules/random';
import type { Army, GameState, Order } from '../rules/polkovodets/types';
import { armiesInPlay } from '../rules/polkovodets/standings';
import { BATTERY_RANGE } from '../rules/polkovodets/units';
import { distanceToFortress, threatsOf } from './evaluate';
import type { Plan } from './plan';
import { END, must, orderAction, shuffled, type Budget } from './search';

export const CORPS_BEAM = 6;
export const CORPS_SHORTLIST = 6;
/**
 * A general the rivals could strike next move, beyond his price (the shared evaluation's threat
 * term): his square is how his corps is ordered, and without him it stands idle until another
 * commander comes (traced: France lost three generals in a game and the units of each corps one by one after).
 */
export const GENERAL_GUARD = 20;

/** The longest strike of any unit: a battery's fire (a cuirassier reaches 4, a hussar 3). */
const STRIKE_REACH = BATTERY_RANGE;

/**
 * Per cell, beyond the evaluation's march, for a general who raids (plan.ts): at the corps march's
 * 0.3 a cell his own order went on nudging units and he covered ~10 cells in 40 turns.
 */
export const RAID_ADVANCE = 0.4;

/**
 * The raiders' extra pull towards their goals (plan.ts `raid`). A raider lost on the way costs his
 * whole march from the plan's start and GENERAL_GUARD: priced only by the cells still to go, a dead
 * raider was worth more than a live one far from his goal, and raiders walked into the river to drown.
 * Within his standoff (a timed raid, plan.ts) nothing pulls him nearer yet.
 */
function raidTerms(state: GameState, me: Army, plan: Plan | undefined, march: number): number {
  if (!plan) return 0;
  let cost = 0;
  for (const [id, g] of plan.goals) {
    if (!g.raid) continue;
    const u = state.units.find((v) => v.id === id && v.army === me);
    const off = plan.standoff.get(id) ?? 0;
    cost += u ? RAID_ADVANCE * Math.max(distanceToFortress(state, u, g.fortress), off) : (RAID_ADVANCE + march) * (Math.max(g.eta, off) + 1) + GENERAL_GUARD;
  }
  return -cost;
}

/** The corps search's addition to the shared evaluation: the price of exposed generals, the raiders' march. */
export function corpsTerms(state: GameState, me: Army, plan?: Plan, march = 0): number {
  if (state.status !== 'playing') return 0;
  return raidTerms(state, me, plan, march) + exposedGenerals(state, me);
}

function exposedGenerals(state: GameState, me: Army): number {
  // No strike reaches farther than a battery's 5 cells: a general with no rival unit that near is safe.
  const generals = state.units.filter((u) => u.army === me && u.type === 'general');
  const near = state.units.some((v) => v.army !== me && generals.some((g) => Math.max(Math.abs(g.x - v.x), Math.abs(g.y - v.y)) <= STRIKE_REACH));
  if (!near) return 0;
  const exposed = new Set<number>();
  for (const r of armiesInPlay(state)) {
    if (r === me) continue;
    for (const t of threatsOf(state, r).threats) if (state.units[t.target].army === me && state.units[t.target].type === 'general') exposed.add(t.target);
  }
  return exposed.size ? -GENERAL_GUARD * exposed.size : 0;
}

interface Node {
  readonly state: GameState;
  readonly orders: readonly Order[];
  readonly value: number;
  readonly key: string;
}

export const orderKey = (o: Order): string =>
  `${o.kind}|${o.commander}|${'unit' in o ? o.unit : ''}|${o.to[0]},${o.to[1]}|${'recruit' in o ? o.recruit : ''}`;
const positionKey = (s: GameState): string => s.units.map((u) => `${u.id}@${u.x},${u.y}`).join(';') + '|' + JSON.stringify(s.depots);

/** Is the order allowed by the plan: not a commander's step back onto a cell he left lately? */
export function allowedByPlan(state: GameState, plan: Plan, o: Order): boolean {
  if (o.kind !== 'step') return true;
  return !plan.forbidden.get(o.commander)?.has(o.to[1] * state.map.width + o.to[0]);
}

/** The orders of the best complete move found within the budget (the budget's stop is honoured between nodes). */
export function corpsSearch(root: GameState, budget: Budget, plan: Plan, rng: MutableRandom, beamWidth = CORPS_BEAM, shortlist = CORPS_SHORTLIST): Order[] {
  return corpsCandidates(root, budget, plan, rng, 1, beamWidth, shortlist)[0];
}

/** The `keep` best complete moves found (distinct positions, best first; the root's empty move among them). */
export function corpsCandidates(root: GameState, budget: Budget, plan: Plan, rng: MutableRandom, keep: number, beamWidth = CORPS_BEAM, shortlist = CORPS_SHORTLIST): Order[][] {
  const me = root.toMove;
  const score = (s: GameState): number => {
    const ended = must(s, END);
    return budget.evaluate(ended, me) + corpsTerms(ended, me, plan, budget.weights.generalAdvance);
  };
  const rootNode: Node = { state: root, orders: [], value: score(root), key: positionKey(root) };
  let best = rootNode;
  // Every complete move met, for the `keep` best (only when more than the best is asked for).
  const met: Node[] = [rootNode];

  // 1–2. Rank every order at the root; keep each commander's shortlist.
  const listed = shuffled(legalOrders(root).filter((o) => allowedByPlan(root, plan, o)), rng);
  const ranked: { order: Order; value: number }[] = [];
  for (const order of listed) {
    if (budget.exhausted && ranked.length) break;
    const next = must(root, orderAction(order));
    const value = score(next);
    ranked.push({ order, value });
    if (keep > 1) met.push({ state: next, orders: [order], value, key: positionKey(next) });
    if (value > best.value) best = { state: next, orders: [order], value, key: positionKey(next) };
  }
  ranked.sort((a, b) => b.value - a.value);
  const kept = new Map<string, Order[]>();
  for (const { order } of ranked) {
    const mine = kept.get(order.commander) ?? [];
    if (mine.length < shortlist || order.kind === 'strike' || order.kind === 'recruit') mine.push(order);
    kept.set(order.commander, mine);
  }
  const candidates = [...kept.values()].flat();

  // 3. Beam over the commanders' orders.
  let beam: Node[] = [rootNode];
  const seen = new Set<string>([rootNode.key]);
  while (beam.length && !budget.exhausted) {
    const children: Node[] = [];
    for (const node of beam) {
      const legal = new Set(legalOrders(node.state).map(orderKey));
      for (const order of candidates) {
        if (budget.exhausted) break;
        if (node.state.ordered.includes(order.commander) || !legal.has(orderKey(order))) continue;
        const r = reduce(node.state, orderAction(order));
        if (!r.ok) continue;
        const next = r.value.state;
        const key = positionKey(next);
        if (seen.has(key)) continue;
        seen.add(key);
        const child = { state: next, orders: [...node.orders, order], value: score(next), key };
        children.push(child);
        if (keep > 1) met.push(child);
        if (child.value > best.value) best = child;
      }
    }
    beam = children.sort((a, b) => b.value - a.value).slice(0, beamWidth);
  }
  if (keep <= 1) return [[...best.orders]];
  const distinct = new Map<string, Node>();
  for (const n of met.sort((a, b) => b.value - a.value)) if (!distinct.has(n.key)) distinct.set(n.key, n);
  return [...distinct.values()].slice(0, keep).map((n) => [...n.orders]);
}
