/**
 * A small seeded random generator (mulberry32) whose whole state is one 32-bit integer, so it can
 * live inside JSON game state and battle records (as boardgame.io keeps its PRNG state in the game
 * state). Nothing under shared/rules may use the platform's random numbers: every roll must replay from a seed.
 */

export interface RandomState {
  /** The seed the generator was started from (kept for the record). */
  readonly seed: number;
  /** The generator's current internal state. */
  readonly state: number;
}

export function createRandom(seed: number): RandomState {
  const s = (Math.trunc(seed) >>> 0) ^ 0x9e3779b9;
  return { seed: Math.trunc(seed) >>> 0, state: s >>> 0 };
}

/** One step: a float in [0, 1) and the next state. Pure. */
export function nextFloat(rng: RandomState): [number, RandomState] {
  let t = (rng.state + 0x6d2b79f5) >>> 0;
  const nextState = t;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return [value, { seed: rng.seed, state: nextState }];
}

/** An integer in [0, n). */
export function nextInt(rng: RandomState, n: number): [number, RandomState] {
  const [f, next] = nextFloat(rng);
  return [Math.floor(f * n), next];
}

/** A die with `sides` faces: 1..sides. */
export function rollDie(rng: RandomState, sides = 6): [number, RandomState] {
  const [i, next] = nextInt(rng, sides);
  return [i + 1, next];
}

/** Roll `count` dice. */
export function rollDice(rng: RandomState, count: number, sides = 6): [number[], RandomState] {
  const dice: number[] = [];
  let r = rng;
  for (let i = 0; i < count; i++) {
    const [d, next] = rollDie(r, sides);
    dice.push(d);
    r = next;
  }
  return [dice, r];
}

/** A seeded shuffle (Fisher–Yates), returning a new array. */
export function shuffle<T>(rng: RandomState, items: readonly T[]): [T[], RandomState] {
  const out = items.slice();
  let r = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(r, i + 1);
    r = next;
    [out[i], out[j]] = [out[j], out[i]];
  }
  return [out, r];
}

/**
 * A mutable wrapper for hot loops (random playouts in tests and the benchmark).
 * Named so: it mutates itself.
 */
export class MutableRandom {
  private readonly seed: number;
  /** The generator's state, as `RandomState.state`; the draws are `nextInt`'s, without its allocations. */
  private current: number;
  constructor(seed: number) {
    const start = createRandom(seed);
    this.seed = start.seed;
    this.current = start.state;
  }
  int(n: number): number {
    let t = (this.current + 0x6d2b79f5) >>> 0;
    this.current = t;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  }
  get state(): RandomState {
    return { seed: this.seed, state: this.current };
  }
}
