/**
 * The evaluation every bot shares: a number, in half-depots, saying how good a position is for one
 * army (docs/bots.md, «Evaluation»). It is a heuristic only: legality always comes from the engine's
 * `legalOrders`, and every state it looks at was made by the engine's `reduce`.
 *
 * Terms (all in half-depots, so they weigh against material directly):
 *  - material: strength (depots + recruitment cost of the units on the map) of the army minus that of
 *    its strongest rival — the «rout» goal itself; under «fortresses» each owned fortress weighs more
 *    than any army;
 *  - fortress holds: a hold of 1 is half the trophies already, a rival's hold on our side the same loss;
 *  - threats next move: what the rival can strike next move (the best few, one per commander who can
 *    give an order), the marshal at a double price and at the whole army when losing him would mean
 *    capitulation; our own strikes for the next move count for a quarter;
 *  - the road ahead: every unit a little closer to the nearest fortress the army does not own, the
 *    commanders more (a commander brings his square, and so his units' orders, along);
 *  - the river: a unit that must leave the river next move or drown;
 *  - command: a unit outside every commander's square stands idle.
 */
import { boardOf, isRough, occupancyOf, T, type Board } from '../rules/polkovodets/board';
import { breadthFirst } from '../rules/polkovodets/grid';
import { strikeTargetsOf } from '../rules/polkovodets/moves';
import { armiesInPlay, strengthOf } from '../rules/polkovodets/standings';
import type { Army, GameState, MapDef, Unit } from '../rules/polkovodets/types';
import { COMMAND_RADIUS, MARSHAL_COST, TROPHY_PER_CELL, UNIT_SPECS, isCommanderType, maxMoveLength } from '../rules/polkovodets/units';

/** The weights of the evaluation (documented in docs/bots.md). */
export const WEIGHTS = {
  win: 1_000_000,
  /** Per fortress owned, under the «fortresses» goal (more than any army's strength). */
  fortressGoal: 400,
  /** Share of the trophies a hold of 1 is worth. */
  hold: 0.5,
  /** Share of the value of our units the rival can strike next move. */
  threatened: 0.8,
  /** Share of the value of rival units we can strike next move. */
  threatening: 0.25,
  /** Per cell of distance from each unit to the nearest fortress not owned. */
  advance: 0.12,
  /** Share of the cost of a unit that must leave the river next move. */
  river: 0.4,
  /**
   * The same, when it can be ordered out next move (a commander himself, or a unit inside one of
   * its commanders' squares): crossing a river costs an order, not the unit.
   */
  riverOrderable: 0.4,
  /** The same for a commander himself on a river cell (he can always order himself out). */
  commanderRiver: 0.4,
  /** Per cell for a general, who brings his whole square along; the marshal a little less. */
  generalAdvance: 0.5,
  marshalAdvance: 0.35,
  /** Per unit outside every commander's square. */
  idle: 0.3,
  /**
   * And a share of its cost when a rival unit stands within IDLE_DANGER cells of it: it cannot be
   * ordered out of harm's way. 0 for `greedy`.
   */
  idleCost: 0,
  /**
   * With a corps plan (strong on the real board, plan.ts): a unit outside its own corps commander's
   * square, and a further price per cell beyond it. 0 without a plan (greedy never has one).
   */
  straggler: 0,
  stragglerCell: 0,
  /**
   * Share of an own fortress's trophies at stake when a rival can reach it sooner than a defender
   * (`undefendedCost`); 0 for `greedy`. Not used with a corps plan (the real board's plan.ts).
   */
  defend: 0,
  /**
   * Share of our next move's strikes counted when the striker itself stands within the rival's
   * strikes (he moves first). 1 for `greedy`; not used with a corps plan.
   */
  exposedStriker: 1,
  /**
   * 1: a threat on a rival marshal counts whoever makes it. 0 (strong on the real board): not when
   * the striker stands where a rival can strike it first — at twice the marshal's price it outweighed
   * the striker's own, and Austria stepped six units beside France's marshal in five moves, each
   * struck before it could strike (tuning game 1016).
   */
  exposedMarshalThreat: 1,
  /**
   * 1: the march of a commander who stood at the search's root (`standing`) counted as a gain,
   * w × (FAR − his distance), instead of a loss, w × his distance — the same between positions with
   * the same commanders, but one who dies no longer sheds his distance (a general recruited in the
   * search gets no such gain, or every recruit of one would pay). A general 20 cells from his goal
   * (0.9 a cell) was worth more drowned than his price: strong let him drown in a river (traced,
   * tuning game 1001). 0 for `greedy` and on the real board (a corps plan).
   */
  marchFromFar: 0,
} as const;

export type Weights = { readonly [K in keyof typeof WEIGHTS]: number };

const FAR = 60;

// ---------------------------------------------------------------------------------------------
// Distances to each fortress, per map and per kind of mover (breadth-first over 8 neighbours).

type Mover = 'foot' | 'horse' | 'gun';
const fields = new WeakMap<MapDef, Record<Mover, Uint8Array[]>>();

function passable(mover: Mover, t: number): boolean {
  if (mover === 'foot') return true;
  if (isRough(t)) return false;
  return mover === 'horse' || t !== T.River;
}

function distanceField(map: MapDef, board: Board, fi: number, mover: Mover): Uint8Array {
  const d = new Uint8Array(board.width * board.height).fill(255);
  const starts = map.fortresses[fi].cells.map(([x, y]) => y * board.width + x);
  for (const i of starts) d[i] = 0;
  breadthFirst(board, starts, 254, (i, depth) => {
    if (!passable(mover, board.terrain[i])) return false;
    d[i] = depth;
    return true;
  });
  return d;
}

function fieldsOf(map: MapDef): Record<Mover, Uint8Array[]> {
  let f = fields.get(map);
  if (!f) {
    const board = boardOf(map);
    const make = (m: Mover) => map.fortresses.map((_, i) => distanceField(map, board, i, m));
    f = { foot: make('foot'), horse: make('horse'), gun: make('gun') };
    fields.set(map, f);
  }
  return f;
}

const moverOf = (u: Unit): Mover => {
  const c = UNIT_SPECS[u.type].unitClass;
  return c === 'artillery' ? 'gun' : c === 'cavalry' ? 'horse' : 'foot';
};

/**
 * Cells from the unit to the nearest fortress its army does not own (FAR when none). With `targets`
 * (fortress indices), to the nearest of those instead, whoever owns them now (a search's fixed goals).
 */
export function distanceToTarget(state: GameState, u: Unit, targets?: ReadonlySet<number>): { distance: number; fortress: number } {
  const f = fieldsOf(state.map)[moverOf(u)];
  const i = u.y * state.map.width + u.x;
  let best = FAR;
  let fortress = -1;
  state.fortresses.forEach((fs, fi) => {
    if (targets ? !targets.has(fi) : fs.owner === u.army) return;
    const d = f[fi][i];
    if (d < best) {
      best = d;
      fortress = fi;
    }
  });
  return { distance: best, fortress };
}

// ---------------------------------------------------------------------------------------------
// Strikes available next move (the engine's own geometry, moves.ts; for the heuristic only).

export interface Threat {
  /** Index in state.units of the striker and of the target. */
  readonly striker: number;
  readonly target: number;
}

/**
 * Strikes the army could make on its next move: units within a commander's square (commanders who
 * have not yet ordered when it is this army's move). `orders` is how many orders it has to give.
 */
export function threatsOf(state: GameState, army: Army): { threats: Threat[]; orders: number } {
  const board = boardOf(state.map);
  const occ = occupancyOf(state);
  const itsMove = state.toMove === army;
  const commanders = state.units.filter((u) => u.army === army && isCommanderType(u.type) && !(itsMove && (u.acted || state.ordered.includes(u.id))));
  const threats: Threat[] = [];
  if (!commanders.length) return { threats, orders: 0 };
  state.units.forEach((u, i) => {
    if (u.army !== army || isCommanderType(u.type) || (itsMove && u.acted)) return;
    if (!commanders.some((c) => Math.max(Math.abs(c.x - u.x), Math.abs(c.y - u.y)) <= COMMAND_RADIUS)) return;
    for (const t of strikeTargetsOf(state, board, occ, i)) threats.push({ striker: i, target: t.target });
  });
  return { threats, orders: commanders.length };
}

/** What losing this unit costs its army: its price; the marshal twice, or everything if it means capitulation. */
export function lossValue(state: GameState, u: Unit): number {
  const cost = UNIT_SPECS[u.type].cost;
  if (u.type !== 'marshal') return cost;
  const canReappoint = (state.depots[u.army] ?? 0) >= MARSHAL_COST && state.fortresses.some((f) => f.owner === u.army);
  return canReappoint ? 2 * cost : strengthOf(state, u.army) + cost;
}

/** The sum of the `k` largest values of the targets, each target counted once. */
function bestTargets(state: GameState, threats: readonly Threat[], k: number): number {
  if (!k || !threats.length) return 0;
  const seen = new Set<number>();
  const values: number[] = [];
  for (const t of threats) {
    if (seen.has(t.target)) continue;
    seen.add(t.target);
    values.push(lossValue(state, state.units[t.target]));
  }
  values.sort((a, b) => b - a);
  let s = 0;
  for (let i = 0; i < Math.min(k, values.length); i++) s += values[i];
  return s;
}

// ---------------------------------------------------------------------------------------------

/** Cells within which a rival unit endangers a unit no commander of its army can order. */
const IDLE_DANGER = 8;
const rivalNear = (state: GameState, u: Unit): boolean =>
  state.units.some((v) => v.army !== u.army && Math.max(Math.abs(v.x - u.x), Math.abs(v.y - u.y)) <= IDLE_DANGER);

/** The fortresses `me` does not own: a search's march goals, fixed at its root (see `evaluate`). */
export function marchTargets(state: GameState, me: Army): ReadonlySet<number> {
  return new Set(state.fortresses.flatMap((f, fi) => (f.owner === me ? [] : [fi])));
}

/**
 * How good the position is for `me`, in half-depots (higher is better). `targets`: the fortresses the
 * march heads for (default: those `me` does not own in this position). A search passes its root's, so
 * a capture inside the search does not turn every unit's distance to its next goal into a loss
 * larger than the trophies (with one fortress left, the march would even prefer not to take it).
 */
/**
 * A corps plan (shared/bots/plan.ts): each own unit's goal fortress (by index) and the commander whose
 * corps it marches with. With one, a unit's march is measured to its own goal, not the nearest.
 */
export interface CorpsPlan {
  readonly goalOf: ReadonlyMap<string, number>;
  readonly corpsOf: ReadonlyMap<string, string>;
  /** Per commander id: the distance from his goal he need not close yet (a raid timed for the last moves, plan.ts). */
  readonly standoff?: ReadonlyMap<string, number>;
}

/** Cells from the unit to the given fortress for its kind of mover (FAR when unreachable). */
export function distanceToFortress(state: GameState, u: Unit, fortress: number): number {
  const d = fieldsOf(state.map)[moverOf(u)][fortress][u.y * state.map.width + u.x];
  return d === 255 ? FAR : d;
}

/** Moves within which a rival's approach to an own fortress counts (the defence term). */
const DEFEND_HORIZON = 12;

/**
 * Moves the army needs to put a unit on the fortress: 0 when one stands on it; a commander walks a
 * cell a move; a unit inside one of its commanders' squares covers its longest move a move (roads
 * aside); a unit no commander can order does not count. FAR when nothing can come.
 */
/** `struck`: units (indices) that do not count, as the rival strikes them before they could defend. */
function reachOf(state: GameState, army: Army, fi: number, struck?: ReadonlySet<number>): number {
  const cells = state.map.fortresses[fi].cells;
  const commanders = state.units.filter((u) => u.army === army && isCommanderType(u.type));
  let best = FAR;
  for (const [i, u] of state.units.entries()) {
    if (u.army !== army || struck?.has(i)) continue;
    if (cells.some(([x, y]) => u.x === x && u.y === y)) return 0;
    const d = distanceToFortress(state, u, fi);
    if (isCommanderType(u.type)) best = Math.min(best, d);
    else if (commanders.some((c) => Math.max(Math.abs(c.x - u.x), Math.abs(c.y - u.y)) <= COMMAND_RADIUS)) best = Math.min(best, Math.ceil(d / maxMoveLength(u.type, state.options)));
  }
  return best;
}

/**
 * What the army's own fortresses risk (small board, docs/bots.md «the defence»): for each one a rival
 * can reach within DEFEND_HORIZON moves, a share of its trophies, more the nearer the rival, and less
 * the nearer our own defender (nothing when one stands on it). Without it `strong` sent both its
 * commanders at a rival's fortress and greedy's general walked into its empty homes, even past its
 * idle units, and a garrison stepped off a contested fortress in the last turns. Our units the rival
 * can strike next move (`struck`) defend nothing: counted as defenders, they made Austria recruit a
 * musketeer on Загорье move after move beside France's marshal, each one struck (tuning game 1009).
 */
function undefendedCost(state: GameState, me: Army, rivals: readonly Army[], struck?: ReadonlySet<number>): number {
  let cost = 0;
  state.fortresses.forEach((f, fi) => {
    if (f.owner !== me) return;
    const rival = Math.min(...rivals.map((r) => reachOf(state, r, fi)));
    if (rival > DEFEND_HORIZON) return;
    const own = reachOf(state, me, fi, struck);
    if (own === 0) return;
    const trophies = TROPHY_PER_CELL * state.map.fortresses[fi].cells.length;
    cost += trophies * (1 - rival / (DEFEND_HORIZON + 1)) * Math.min(1, own / (rival + 1));
  });
  return cost;
}

/** `standing`: the own commanders at the root of strong's search on the small board (the weight `marchFromFar`). */
export function evaluate(state: GameState, me: Army, weights: Weights = WEIGHTS, targets?: ReadonlySet<number>, plan?: CorpsPlan, standing?: ReadonlySet<string>): number {
  const W = weights;
  if (state.status === 'finished') {
    const margin = strengthOf(state, me) - Math.max(0, ...state.armies.filter((a) => a !== me).map((a) => strengthOf(state, a)));
    if (state.winner === me) return W.win + margin;
    if (state.winner === 'draw') return margin;
    return -W.win + margin;
  }
  if (state.out.includes(me)) return -W.win;
  const rivals = armiesInPlay(state).filter((a) => a !== me);
  let score = strengthOf(state, me) - Math.max(0, ...rivals.map((a) => strengthOf(state, a)));
  if (state.options.goal === 'fortresses') {
    const owned = (a: Army) => state.fortresses.filter((f) => f.owner === a).length;
    score += W.fortressGoal * (owned(me) - Math.max(0, ...rivals.map(owned)));
  }
  // Holds: half the trophies are as good as taken; a rival's hold, half lost (and the fortress with it).
  state.fortresses.forEach((f, fi) => {
    if (!f.hold) return;
    const trophies = TROPHY_PER_CELL * state.map.fortresses[fi].cells.length;
    if (f.hold.army === me) score += W.hold * trophies * f.hold.count;
    else if (f.owner === me) score -= W.hold * trophies * f.hold.count + (state.options.goal === 'fortresses' ? W.fortressGoal / 2 : 0);
    else score -= W.hold * 0.5 * trophies * f.hold.count;
  });
  // Threats: each rival's best strikes next move, ours for a quarter.
  const exposed = new Set<number>();
  for (const r of rivals) {
    const { threats, orders } = threatsOf(state, r);
    const onMe = threats.filter((t) => state.units[t.target].army === me);
    score -= W.threatened * bestTargets(state, onMe, orders);
    for (const t of onMe) exposed.add(t.target);
  }
  {
    const listed = threatsOf(state, me);
    const orders = listed.orders;
    // With a corps plan, 0 drops a threat on a rival marshal from a striker the rivals can strike first.
    const threats = !W.exposedMarshalThreat && plan && exposed.size ? listed.threats.filter((t) => !(exposed.has(t.striker) && state.units[t.target].type === 'marshal')) : listed.threats;
    const all = bestTargets(state, threats, orders);
    // The rival moves first: a striker he can strike before it strikes counts only `exposedStriker` (small board).
    const safe = W.exposedStriker < 1 && !plan && exposed.size ? bestTargets(state, threats.filter((t) => !exposed.has(t.striker)), orders) : all;
    score += W.threatening * (safe + W.exposedStriker * (all - safe));
  }
  if (W.defend && !plan) score -= W.defend * undefendedCost(state, me, rivals, exposed);
  // The road ahead, the river, command.
  const commanders = state.units.filter((u) => u.army === me && isCommanderType(u.type));
  for (const u of state.units) {
    if (u.army !== me) continue;
    const w = u.type === 'marshal' ? W.marshalAdvance : u.type === 'general' ? W.generalAdvance : W.advance;
    const goal = plan?.goalOf.get(u.id);
    score -= w * ((goal !== undefined ? Math.max(distanceToFortress(state, u, goal), plan?.standoff?.get(u.id) ?? 0) : distanceToTarget(state, u, targets).distance) - (plan || !standing?.has(u.id) ? 0 : W.marchFromFar * FAR));
    if (plan && !isCommanderType(u.type)) {
      const lead = commanders.find((c) => c.id === plan.corpsOf.get(u.id));
      const beyond = lead ? Math.max(Math.abs(lead.x - u.x), Math.abs(lead.y - u.y)) - COMMAND_RADIUS : 0;
      if (beyond > 0) score -= W.straggler + W.stragglerCell * beyond;
    }
    const commanded = isCommanderType(u.type) || commanders.some((c) => Math.max(Math.abs(c.x - u.x), Math.abs(c.y - u.y)) <= COMMAND_RADIUS);
    if (u.riverMoves > 0) score -= (isCommanderType(u.type) ? W.commanderRiver : commanded ? W.riverOrderable : W.river) * UNIT_SPECS[u.type].cost;
    if (!commanded) score -= W.idle + (W.idleCost && rivalNear(state, u) ? W.idleCost * UNIT_SPECS[u.type].cost : 0);
  }
  return score;
}
