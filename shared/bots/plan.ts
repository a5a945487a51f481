/**
 * `strong`'s plan on the real board (docs/bots.md, «The real board»): which fortress each commander
 * goes for, which corps each unit marches with, and the cells no commander may return to.
 *
 * Goals are chosen with travel times: a commander walks one cell a move (his own step), so his time
 * to a fortress is his distance to it on foot; a rival's time is the least of his commanders' (or 0
 * when a rival unit already stands in it). A fortress we reach first is worth its trophies less the
 * walk; one a rival reaches first by more than a couple of moves costs a race we would lose. Each
 * fortress takes one commander before any takes a second, and one out of reach before the turn
 * limit only a commander who has nothing else in reach.
 *
 * Raids (three armies in play): the marshal guards, each own fortress a rival commander is coming for
 * keeps its nearest general, and every other general goes alone for his best rival fortress — the
 * other two armies take each other's fortresses meanwhile, and an army that only guards is outgrown
 * by their trophies. No unit marches in a raider's corps (a corps moves a unit an order) but a remote
 * army's escorts: an army whose every fortress is REMOTE_MOVES or more from every rival's gives each
 * raider the ESCORTS horsemen nearest him in his square (docs/bots-record.md, «round twelve»).
 *
 * Timed raids: a raider need not come nearer his goal than the moves left before the last
 * RAID_LATE moves, less RAID_SLACK for the way (his `standoff`); he closes in as the limit comes.
 * A fortress taken early is often taken again before the end, and each retaker is paid as the raider was.
 *
 * No return: a commander may not end his move on a cell he stood on at the start of one of his last
 * four moves (and has left since), unless an enemy unit came into his square meanwhile — one that
 * is in his square at the start of a later move (or now) and was not in it when he stood there. The
 * history is the positions the caller gives (`BotOptions.history`); nothing is remembered here.
 */
import type { Army, GameState, Unit } from '../rules/polkovodets/types';
import { COMMAND_RADIUS, TROPHY_PER_CELL, isCommanderType } from '../rules/polkovodets/units';
import { isMounted } from '../pieces';
import { armiesInPlay } from '../rules/polkovodets/standings';
import { distanceToFortress, type CorpsPlan } from './evaluate';

/** Moves back within which a commander may not return to a cell he left. */
export const NO_RETURN_MOVES = 4;
/** The move starts a bot's history needs (`BotOptions.history`): every army's last NO_RETURN_MOVES and the one before. */
export const historyLength = (armies: number): number => (NO_RETURN_MOVES + 1) * armies;
/** An own fortress a rival commander can reach within this many moves is threatened: worth guarding. */
export const THREAT_MOVES = 20;
/** A raid is timed to reach its goal this many moves before the turn limit (a capture the owner has no time to take back). */
export const RAID_LATE = 6;
/** And this many moves sooner still, for the way round rivers and rival armies. */
export const RAID_SLACK = 10;
/** Horsemen who march beside each raider of a remote army. */
export const ESCORTS = 2;
/** An army whose every fortress is at least this many moves from every rival's is remote. */
export const REMOTE_MOVES = 25;
/** A rival arriving this many moves sooner than us makes the fortress a lost race. */
const RACE_MARGIN = 2;
/** The price of a lost race, in half-depots (about a fortress of three cells). */
const LOST_RACE = 30;
/** A rival's fortress is worth more than a free one: taking it also takes from him. */
const RIVAL_BONUS = 10;

export interface Goal {
  /** The fortress's index in state.fortresses. */
  readonly fortress: number;
  /** Our commander's moves to it, and the first rival's (-1: no rival commander can reach it). */
  readonly eta: number;
  readonly rivalEta: number;
  /** An own fortress he stands by (no rival fortress he could reach in time): he guards it. */
  readonly guard?: boolean;
  /** A rival's fortress he goes for though the race is not clearly his (three armies: the others trade meanwhile). */
  readonly raid?: boolean;
}

export interface Plan extends CorpsPlan {
  /** Each own commander's goal, by id. */
  readonly goals: ReadonlyMap<string, Goal>;
  /** Each raider's standoff (by id): the moves from his goal he need not close yet (timed raids). */
  readonly standoff: ReadonlyMap<string, number>;
  /** Per commander id, the cells (y × width + x) he may not end this move on. */
  readonly forbidden: ReadonlyMap<string, ReadonlySet<number>>;
}

const chebyshev = (a: { x: number; y: number }, b: { x: number; y: number }): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
const commandersOf = (state: GameState, army: Army): Unit[] => state.units.filter((u) => u.army === army && isCommanderType(u.type));

/** The moves the first rival commander needs to reach the fortress (0 when a rival unit holds a cell of it). */
function rivalEtaOf(state: GameState, me: Army, fi: number): number {
  const cells = state.map.fortresses[fi].cells;
  if (state.units.some((u) => u.army !== me && cells.some(([x, y]) => u.x === x && u.y === y))) return 0;
  let best = -1;
  for (const u of state.units) {
    if (u.army === me || !isCommanderType(u.type) || state.out.includes(u.army)) continue;
    const d = distanceToFortress(state, u, fi);
    if (best < 0 || d < best) best = d;
  }
  return best;
}

/**
 * Which fortress each commander goes for: the best (commander, fortress) pairs first, one commander
 * a fortress, then two, only races he does not lose and that end before the turn limit. A commander
 * left without one guards the own fortress nearest to him when a rival commander is within
 * THREAT_MOVES of it (the marshal always); otherwise he goes for his best pair. Marching at a fortress a rival reaches
 * many moves sooner only meets the rival's army there (traced: France's generals, sent at fortresses
 * their owners' commanders stood beside, lost their corps piecemeal and took nothing). An army that
 * owns no fortress goes for the best pair it has, won or lost.
 */
export function assignGoals(state: GameState, me: Army): Map<string, Goal> {
  const commanders = commandersOf(state, me);
  const pairs: { id: string; goal: Goal; score: number; lost: boolean }[] = [];
  const rivalEtas = state.fortresses.map((_, fi) => rivalEtaOf(state, me, fi));
  state.fortresses.forEach((f, fi) => {
    if (f.owner === me) return;
    const rivalEta = rivalEtas[fi];
    const worth = TROPHY_PER_CELL * state.map.fortresses[fi].cells.length + (f.owner ? RIVAL_BONUS : 0);
    for (const c of commanders) {
      const eta = distanceToFortress(state, c, fi);
      const lost = rivalEta >= 0 && rivalEta + RACE_MARGIN < eta;
      // The marshal keeps away from races he would lose: losing him costs the army a new one.
      const care = c.type === 'marshal' && lost ? LOST_RACE : 0;
      pairs.push({ id: c.id, goal: { fortress: fi, eta, rivalEta }, score: worth - eta - (lost ? LOST_RACE : 0) - care, lost });
    }
  });
  pairs.sort((a, b) => b.score - a.score || a.goal.fortress - b.goal.fortress || (a.id < b.id ? -1 : 1));
  const goals = new Map<string, Goal>();
  const taken = new Map<number, number>();
  const movesLeft = state.options.turnLimit - state.turn + 1;
  for (const cap of [1, 2]) {
    for (const p of pairs) {
      if (goals.has(p.id) || p.lost || (taken.get(p.goal.fortress) ?? 0) >= cap || p.goal.eta > movesLeft) continue;
      goals.set(p.id, p.goal);
      taken.set(p.goal.fortress, (taken.get(p.goal.fortress) ?? 0) + 1);
    }
  }
  const own = state.fortresses.flatMap((f, fi) => (f.owner === me ? [fi] : []));
  const nearestOwn = (c: Unit) => own.reduce((a, b) => (distanceToFortress(state, c, b) < distanceToFortress(state, c, a) ? b : a));
  if (own.length && armiesInPlay(state).length >= 3) {
    // Three armies: the marshal guards; each threatened own fortress he does not guard gets its nearest
    // general; every other general raids (his best pair in reach, won or lost). Traced on tuning games:
    // an army that only guarded kept its strength (no losses at all in some games) and came second or
    // third, because the other two took each other's fortresses and their trophies (5 depots a cell).
    const left = commanders.filter((c) => !goals.has(c.id));
    const guarded = new Set<number>();
    for (const c of left) {
      if (c.type !== 'marshal') continue;
      const fi = nearestOwn(c);
      goals.set(c.id, { fortress: fi, eta: distanceToFortress(state, c, fi), rivalEta: rivalEtas[fi], guard: true });
      guarded.add(fi);
    }
    for (const fi of own) {
      if (guarded.has(fi) || !(rivalEtas[fi] >= 0 && rivalEtas[fi] <= THREAT_MOVES)) continue;
      const free = left.filter((c) => !goals.has(c.id));
      if (!free.length) break;
      const c = free.reduce((a, b) => (distanceToFortress(state, b, fi) < distanceToFortress(state, a, fi) ? b : a));
      goals.set(c.id, { fortress: fi, eta: distanceToFortress(state, c, fi), rivalEta: rivalEtas[fi], guard: true });
      guarded.add(fi);
    }
    for (const c of left) {
      if (goals.has(c.id)) continue;
      const best = pairs.find((p) => p.id === c.id && p.goal.eta <= movesLeft) ?? pairs.find((p) => p.id === c.id);
      if (best) goals.set(c.id, { ...best.goal, raid: true });
    }
    return goals;
  }
  for (const c of commanders) {
    if (goals.has(c.id)) continue;
    if (own.length) {
      const fi = own.reduce((a, b) => (distanceToFortress(state, c, b) < distanceToFortress(state, c, a) ? b : a));
      // Guarding a fortress no rival is coming for wastes the corps (an army at the board's edge sat
      // out whole games): then the marshal still stays home, a general goes for his best race.
      const threatened = rivalEtas[fi] >= 0 && rivalEtas[fi] <= THREAT_MOVES;
      if (threatened || c.type === 'marshal') {
        goals.set(c.id, { fortress: fi, eta: distanceToFortress(state, c, fi), rivalEta: rivalEtas[fi], guard: true });
        continue;
      }
    }
    const best = pairs.find((p) => p.id === c.id);
    if (best) goals.set(c.id, best.goal);
  }
  return goals;
}

/**
 * Each raider's standoff: the moves left before the last RAID_LATE, less RAID_SLACK (0 from then on).
 * Tuning games (docs/bots-record.md, «round ten»): raiders who walked at once took their fortresses at
 * turn 50 (the median) and half of them were taken again before the end; a capture late in the game is kept.
 */
export function standoffs(state: GameState, goals: ReadonlyMap<string, Goal>): Map<string, number> {
  const movesLeft = state.options.turnLimit - state.turn + 1;
  const off = Math.max(0, movesLeft - RAID_LATE - RAID_SLACK);
  const out = new Map<string, number>();
  for (const [id, g] of goals) if (g.raid) out.set(id, off);
  return out;
}

/** Per commander, the cells he left within his last NO_RETURN_MOVES moves and may not return to. */
export function forbiddenCells(state: GameState, me: Army, history: readonly GameState[] = []): Map<string, Set<number>> {
  // The starts of this army's earlier moves, newest first, then the present.
  const starts = history.filter((h) => h.toMove === me && h.turn < state.turn && h.status === 'playing');
  const byTurn = new Map<number, GameState>();
  for (const h of starts) if (!byTurn.has(h.turn)) byTurn.set(h.turn, h);
  const recent = [...byTurn.values()].sort((a, b) => b.turn - a.turn).slice(0, NO_RETURN_MOVES);
  const timeline = [...recent].reverse().concat([state]);
  const out = new Map<string, Set<number>>();
  for (const c of commandersOf(state, me)) {
    const cells = new Set<number>();
    timeline.forEach((h, k) => {
      if (k === timeline.length - 1) return;
      const then = h.units.find((u) => u.id === c.id);
      if (!then || (then.x === c.x && then.y === c.y)) return;
      const near = (s: GameState, at: Unit) => new Set(s.units.filter((u) => u.army !== me && chebyshev(u, at) <= COMMAND_RADIUS).map((u) => u.id));
      const before = near(h, then);
      const came = timeline.slice(k + 1).some((later) => {
        const him = later.units.find((u) => u.id === c.id);
        return him !== undefined && [...near(later, him)].some((id) => !before.has(id));
      });
      if (!came) cells.add(then.y * state.map.width + then.x);
    });
    out.set(c.id, cells);
  }
  return out;
}

/**
 * The whole plan: goals, each unit's corps (the nearest own commander, ties to the first listed)
 * and its goal (its corps's), and the cells each commander may not return to.
 */
export function planOf(state: GameState, me: Army, history?: readonly GameState[]): Plan {
  const goals = assignGoals(state, me);
  const commanders = commandersOf(state, me);
  const goalOf = new Map<string, number>();
  const corpsOf = new Map<string, string>();
  for (const c of commanders) {
    const g = goals.get(c.id);
    if (g) goalOf.set(c.id, g.fortress);
  }
  // A raider goes alone (three armies, assignGoals): a corps moves a unit an order, a cell in ten
  // moves, and a raider tied to one never arrived (traced: 8 cells in 80 turns). Units march with the others.
  const leaders = commanders.some((c) => !goals.get(c.id)?.raid) ? commanders.filter((c) => !goals.get(c.id)?.raid) : commanders;
  for (const u of state.units) {
    if (u.army !== me || isCommanderType(u.type) || !commanders.length) continue;
    let lead = leaders[0];
    for (const c of leaders) if (chebyshev(c, u) < chebyshev(lead, u)) lead = c;
    corpsOf.set(u.id, lead.id);
    const g = goals.get(lead.id);
    if (g) goalOf.set(u.id, g.fortress);
  }
  const standoff = standoffs(state, goals);
  // A remote army's raiders take horsemen: the two nearest cavalry or cossacks inside each raider's
  // square march in his corps, on his goal, and keep his standoff.
  if ([...goals.values()].some((g) => g.raid) && remote(state, me)) {
    const escorted = new Set<string>();
    for (const r of commanders) {
      const g = goals.get(r.id);
      if (!g?.raid) continue;
      const horse = state.units
        .filter((u) => u.army === me && !escorted.has(u.id) && isMounted(u.type) && chebyshev(u, r) <= COMMAND_RADIUS)
        .sort((a, b) => chebyshev(a, r) - chebyshev(b, r) || (a.id < b.id ? -1 : 1))
        .slice(0, ESCORTS);
      for (const u of horse) {
        escorted.add(u.id);
        corpsOf.set(u.id, r.id);
        goalOf.set(u.id, g.fortress);
        standoff.set(u.id, standoff.get(r.id) ?? 0);
      }
    }
  }
  return { goals, goalOf, corpsOf, standoff, forbidden: forbiddenCells(state, me, history) };
}

/** Every own fortress at least REMOTE_MOVES from every rival's (a commander's walk from any of its cells). */
function remote(state: GameState, me: Army): boolean {
  const own = state.fortresses.flatMap((f, fi) => (f.owner === me ? [fi] : []));
  const rivals = state.fortresses.flatMap((f, fi) => (f.owner && f.owner !== me && !state.out.includes(f.owner) ? [fi] : []));
  if (!own.length) return false;
  for (const fi of own) {
    for (const [x, y] of state.map.fortresses[fi].cells) {
      // A general standing on the cell: distanceToFortress reads only his type (how he walks) and his cell.
      const walker = { id: '', army: me, type: 'general', x, y } as Unit;
      if (rivals.some((ri) => distanceToFortress(state, walker, ri) < REMOTE_MOVES)) return false;
    }
  }
  return true;
}
