/**
 * `strong`: a beam search over the whole army move, then the rivals' replies (docs/bots.md).
 *
 * 1. The marshal's appointment, when one is needed, on the cell the evaluation likes best.
 * 2. Beam search over order sequences: from each kept partial move, every legal order of every
 *    commander who has not ordered yet; each child is scored by the evaluation after ending the
 *    move there; the best `beam` distinct positions are kept for the next depth (a depth per
 *    commander). Every node of every depth is also a complete move (end the move there).
 * 3. Replies: the best `replies` complete moves (distinct positions) are played on by every rival
 *    in turn, each with the greedy move, and then by this army's own greedy move (the evaluation
 *    reads a position after its army's move); `rounds` such rounds, and within `endgame` turns of
 *    the limit on to the end of the game, where the result is exact. The move whose position at the
 *    end of that evaluates best is chosen.
 *
 * The budget counts evaluated positions (nodes), so the same seed, budget and state give the same
 * move; the seed only shuffles the order in which equal candidates are met. A time cap and a stop
 * request are read between nodes through the injected clock and callback (not deterministic).
 */
import { legalOrders } from '../rules/polkovodets/legal';
import { MutableRandom } from '../rules/random';
import type { Army, GameState, Order } from '../rules/polkovodets/types';
import { explainAppointment, explainCorpsOrder, explainOrder } from './explain';
import { greedyPlan } from './greedy';
import { marchTargets, threatsOf, WEIGHTS, type Weights } from './evaluate';
import { bestAppointment, Budget, END, must, needsMarshal, orderAction, shuffled } from './search';
import { allowedByPlan, corpsCandidates, corpsSearch } from './corps';
import { planOf, type Plan } from './plan';
import { isCommanderType } from '../rules/polkovodets/units';
import { armiesInPlay } from '../rules/polkovodets/standings';
import type { BotMove, BotOptions, BotStep } from './types';

/** The default budget of a move in evaluated positions (≈ 0.1 s median on the small preset, npm run bench). */
export const DEFAULT_STRONG_BUDGET = 4000;
export const DEFAULT_BEAM = 6;
/**
 * The best complete moves played on (the small board's replies). 12 instead of 6, with the budget
 * below: Russia against France as Russia won the four tuning games it lost (docs/bots-record.md, «The
 * small presets, round six»): the sixth-best move by the evaluation was often not the best after the replies.
 */
export const DEFAULT_REPLIES = 12;
/**
 * On the small board (fewer than CORPS_FROM commanders) a move may evaluate this many times the
 * budget. Its three rounds of replies cost ~1 000–3 500 positions a candidate, so at the plain budget
 * (4 000) most moves stopped after the first one or two candidates: the replies compared almost
 * nothing. × 6 lets twelve candidates be played on in every move measured (at most ~22 400 positions,
 * on the last moves, played to the end; ~0.2 s a move). The real board's search keeps the budget as given.
 */
export const SMALL_BOARD_BUDGET = 6;

/**
 * The evaluation's weights for strong's own positions (the greedy replies keep greedy's, docs/bots.md): a river
 * crossed by a unit that can be ordered out next move costs little, and by a commander nothing (he
 * can always order himself out); greedy's full price made a 1-move horizon refuse every crossing —
 * Russia's commanders stopped at the river in front of Фольварк. A unit no commander can order, with
 * a rival near, costs a quarter of its price: fast units ran ahead of their square and were caught.
 * A commander's step toward the goal is worth about twice greedy's price: a commander moves one cell
 * an order, and his square carries every order of his corps, so the race for the fortresses is won
 * by the commanders' steps. At greedy's price the marshal spent his orders nudging units and stood
 * near his home for half the game.
 */
export const STRONG_WEIGHTS: Weights = { ...WEIGHTS, riverOrderable: 0.05, commanderRiver: 0, idleCost: 0.25, marshalAdvance: 1.0, generalAdvance: 0.9, defend: 0.5, exposedStriker: 0, marchFromFar: 1 };
/**
 * Rounds played on after each candidate move (the small board only; the real board plays no replies),
 * and the turns before the limit from which the replies run to the end. Two rounds instead of one:
 * France–Austria 20 → 32 games of 40 against greedy; three instead of two: Russia against France as
 * Russia 28 → 37 of 40 tuning games, the other seats as before (1000–1019: 119 of 120).
 */
export const DEFAULT_ROUNDS = 3;
/** 8 instead of 4: Russia against France as Russia 37 → 38 of 40 tuning games, the other seats as many (within the noise). */
export const DEFAULT_ENDGAME = 8;

/**
 * The weights of strong on the real board (three or more commanders, corps.ts): STRONG_WEIGHTS, and
 * a unit that falls out of its own commander's square costs (plan.ts gives each unit its corps). A
 * unit a rival could strike next move costs 1.1 × its price, not 0.8: with three armies an even
 * trade only helps the third (traced: France traded unit for unit on both fronts and ended last).
 */
export const CORPS_WEIGHTS: Weights = { ...STRONG_WEIGHTS, advance: 0.12, generalAdvance: 0.3, marshalAdvance: 0.1, straggler: 1.0, stragglerCell: 0.3, threatened: 1.1, marchFromFar: 0, exposedMarshalThreat: 0 };
/** Commanders from which an army plays the real board's search (corps.ts): the standard and large presets. */
export const CORPS_FROM = 3;
/** On the real board, the last moves (of the limit) whose best candidates are played on to the end (`playedToEnd`), and how many. */
export const CORPS_ENDGAME = 2;
export const CORPS_ENDGAME_CANDIDATES = 4;

interface Node {
  readonly state: GameState;
  readonly orders: readonly Order[];
  /** The position after ending the move here, and its value for the army. */
  readonly ended: GameState;
  readonly value: number;
  readonly key: string;
}

/** A position's identity for the beam: where every unit stands, and the depots. */
const keyOf = (s: GameState): string => s.units.map((u) => `${u.id}@${u.x},${u.y}`).join(';') + '|' + JSON.stringify(s.depots);

export interface StrongOptions extends BotOptions {
  readonly beam?: number;
  readonly replies?: number;
  /** The weights of strong's own evaluation (default STRONG_WEIGHTS; for tuning and tests). */
  readonly weights?: Weights;
  /** Rounds played on after each candidate (the rivals' greedy replies, then this army's greedy move). */
  readonly rounds?: number;
  /** Within this many turns of the limit, play the replies on to the end of the game (the small board: DEFAULT_ENDGAME; the real board: CORPS_ENDGAME). */
  readonly endgame?: number;
  /** On the real board (corps.ts): the orders each commander keeps for the beam. */
  readonly shortlist?: number;
}

export function strongMove(state: GameState, options: StrongOptions = {}): BotMove {
  const me: Army = state.toMove;
  const budget = new Budget(options.budget ?? DEFAULT_STRONG_BUDGET, options, options.weights ?? STRONG_WEIGHTS, marchTargets(state, me));
  const rng = new MutableRandom(options.seed ?? 0);
  const beamWidth = options.beam ?? DEFAULT_BEAM;
  const replies = options.replies ?? DEFAULT_REPLIES;
  // Near the turn limit the replies are played on to the end, where the result is exact.
  const movesLeft = state.options.turnLimit - state.turn + 1;
  const rounds = movesLeft <= (options.endgame ?? DEFAULT_ENDGAME) ? movesLeft : (options.rounds ?? DEFAULT_ROUNDS);
  const steps: BotStep[] = [];
  let root = state;
  if (needsMarshal(root)) {
    const { at, after } = bestAppointment(root, budget);
    steps.push({ action: { kind: 'appoint', at }, explanation: explainAppointment(root, at), before: root });
    root = after;
  }
  if (root.status !== 'playing') return result(state, steps, budget);
  const plan = planOf(root, me, options.history);
  if (root.units.filter((u) => u.army === me && isCommanderType(u.type)).length >= CORPS_FROM) {
    const corpsBudget = new Budget(budget.limit, options, options.weights ?? CORPS_WEIGHTS, budget.targets, plan);
    corpsBudget.add(budget.nodes);
    if (movesLeft <= (options.endgame ?? CORPS_ENDGAME)) {
      const candidates = corpsCandidates(root, corpsBudget, plan, rng, CORPS_ENDGAME_CANDIDATES, options.beam, options.shortlist);
      return played(state, root, steps, playedToEnd(root, candidates, corpsBudget), corpsBudget, plan);
    }
    const orders = corpsSearch(root, corpsBudget, plan, rng, options.beam, options.shortlist);
    return played(state, root, steps, orders, corpsBudget, plan);
  }

  // 2. Beam search over the orders of this move.
  const standing = new Set(root.units.filter((u) => u.army === me && isCommanderType(u.type)).map((u) => u.id));
  const own = new Budget(budget.limit * SMALL_BOARD_BUDGET, options, budget.weights, budget.targets, undefined, standing);
  own.add(budget.nodes);
  return beamSearch(state, root, steps, own, rng, beamWidth, replies, rounds, escapable(root, plan));
}

/**
 * The small board's exception to the no-return rule: a commander a rival could strike next move, with
 * no safe cell but the forbidden ones, may step back. Bound by the rule, Austria's marshal stood
 * beside France's battery with his one safe cell forbidden (he had left it two moves before) and was
 * struck (tuning games 1023, 1025, France–Austria). Any threatened commander let free danced back
 * and forth in front of the rival instead of holding a fortress (tuning game 1006).
 */
export function escapable(root: GameState, plan: Plan): Plan {
  const trapped = new Set([...plan.forbidden.keys()].filter((id) => struckNextMove(root, id) && !safeStep(root, plan, id)));
  if (!trapped.size) return plan;
  return { ...plan, forbidden: new Map([...plan.forbidden].filter(([id]) => !trapped.has(id))) };
}

/** Whether a rival could strike the unit `id` on his next move (the position after the army ends its move). */
function struckNextMove(state: GameState, id: string): boolean {
  const army = state.units.find((u) => u.id === id)?.army;
  if (state.status !== 'playing' || !army) return false;
  const ended = state.toMove === army ? must(state, END) : state;
  // The end of the last move ends the game: nothing strikes after it.
  if (ended.status !== 'playing') return false;
  return armiesInPlay(ended).some((r) => r !== army && threatsOf(ended, r).threats.some((t) => ended.units[t.target].id === id));
}

/** Whether the commander has an allowed step (or none at all) after which no rival could strike him. */
function safeStep(root: GameState, plan: Plan, id: string): boolean {
  return legalOrders(root).some((o) => o.kind === 'step' && o.commander === id && allowedByPlan(root, plan, o) && !struckNextMove(must(must(root, orderAction(o)), END), id));
}

function beamSearch(state: GameState, root: GameState, steps: BotStep[], budget: Budget, rng: MutableRandom, beamWidth: number, replies: number, rounds: number, plan: Plan): BotMove {
  const me: Army = state.toMove;
  const rootEnded = must(root, END);
  const rootNode: Node = { state: root, orders: [], ended: rootEnded, value: budget.evaluate(rootEnded, me), key: keyOf(root) };
  const complete = new Map<string, Node>([[rootNode.key, rootNode]]);
  let beam: Node[] = [rootNode];
  while (beam.length && !budget.exhausted) {
    const children = new Map<string, Node>();
    for (const node of beam) {
      const listed = shuffled(legalOrders(node.state).filter((o) => allowedByPlan(node.state, plan, o)), rng);
      for (const order of listed) {
        if (budget.exhausted) break;
        const next = must(node.state, orderAction(order));
        const key = keyOf(next);
        if (children.has(key) || complete.has(key)) continue;
        const ended = must(next, END);
        children.set(key, { state: next, orders: [...node.orders, order], ended, value: budget.evaluate(ended, me), key });
      }
    }
    beam = [...children.values()].sort((a, b) => b.value - a.value).slice(0, beamWidth);
    for (const n of children.values()) complete.set(n.key, n);
  }

  // 3. The rivals' replies to the best complete moves.
  const candidates = [...complete.values()].sort((a, b) => b.value - a.value).slice(0, replies);
  let chosen = candidates[0];
  let chosenValue = Number.NEGATIVE_INFINITY;
  for (const c of candidates) {
    if (budget.interrupted) break;
    if (budget.nodes >= budget.limit && c !== candidates[0]) break;
    let s = c.ended;
    for (let round = 0; round < rounds && s.status === 'playing'; round++) {
      for (let guard = 0; s.status === 'playing' && s.toMove !== me && guard < 3; guard++) s = greedyArmyMove(s, me, budget);
      // The evaluation reads a position after the end of its army's move (its threats are the
      // rival's next strikes): after the replies this army is to move, so its own greedy move comes first.
      if (s.status === 'playing' && s.toMove === me) s = greedyArmyMove(s, me, budget);
    }
    const value = budget.evaluate(s, me);
    if (value > chosenValue) {
      chosenValue = value;
      chosen = c;
    }
  }

  return played(state, root, steps, chosen.orders, budget);
}

/**
 * The real board's last moves (within CORPS_ENDGAME of the turn limit): each of the search's best
 * complete moves is played on to the end of the game — the rivals with greedy's own move (exactly what
 * `greedy` plays), this army with greedy's on its weights — and the move whose end is best is chosen.
 * The game is decided by strength at the limit, and traced tuning games as Russia ended 1 half-depot
 * behind, or level: the evaluation's threat term is only a guess at the rivals' last strikes.
 */
export function playedToEnd(root: GameState, candidates: readonly (readonly Order[])[], budget: Budget): readonly Order[] {
  const me = root.toMove;
  let chosen = candidates[0];
  let chosenValue = Number.NEGATIVE_INFINITY;
  for (const orders of candidates) {
    if (budget.interrupted) break;
    let s = root;
    for (const o of orders) s = must(s, orderAction(o));
    s = must(s, END);
    while (s.status === 'playing') s = greedyArmyMove(s, me, budget);
    const value = budget.evaluate(s, me);
    if (value > chosenValue) {
      chosenValue = value;
      chosen = orders;
    }
  }
  return chosen;
}

/**
 * One army's greedy move in a search's play-on (the small board's replies, the real board's last
 * moves), its positions counted into the search's `budget` but never cut by it: a rival's is exactly
 * what `greedy` plays; `me`'s is greedy on the search's own weights, goals and plan.
 */
function greedyArmyMove(s: GameState, me: Army, budget: Budget): GameState {
  const own = s.toMove === me;
  const moveBudget = own ? new Budget(Number.POSITIVE_INFINITY, {}, budget.weights, budget.targets, budget.plan, budget.standing) : new Budget(Number.POSITIVE_INFINITY, {});
  const next = greedyPlan(s, moveBudget, false).final;
  budget.add(moveBudget.nodes);
  return next;
}

/** The move's steps from the root: each order with its reason, then the end of the move. */
function played(state: GameState, root: GameState, steps: BotStep[], orders: readonly Order[], budget: Budget, plan?: Plan): BotMove {
  let s = root;
  for (const order of orders) {
    const next = must(s, orderAction(order));
    steps.push({ action: orderAction(order), explanation: plan ? explainCorpsOrder(s, order, next, plan) : explainOrder(s, order, next), before: s });
    s = next;
  }
  steps.push({ action: END, explanation: { code: 'ends_move', detail: { orders: orders.length } }, before: s });
  return result(state, steps, budget);
}

function result(state: GameState, steps: BotStep[], budget: Budget): BotMove {
  return { army: state.toMove, level: 'strong', steps, nodes: budget.nodes, stopped: budget.stopped };
}
