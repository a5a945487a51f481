/**
 * A random player for the campaign tests, the crash test's child and the benchmark: it picks a legal
 * action for the position, with a seeded generator so a failure can be replayed.
 */
import { freeOwnFortressCells, legalOrders, needsMarshal, sampleLegalOrder, type Army, type Cell, type GameState, type Order } from '../../shared/rules/polkovodets';
import type { Campaign } from '../../main/campaign/service';

/** mulberry32: small, fast, seeded. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Action =
  | { readonly kind: 'order'; readonly order: Order }
  | { readonly kind: 'end_move' }
  | { readonly kind: 'appoint'; readonly at: Cell }
  | { readonly kind: 'correction'; readonly army: Army; readonly amount: number; readonly reason: string }
  | { readonly kind: 'undo'; readonly steps: number }
  | { readonly kind: 'redo'; readonly steps: number };

export interface Mix {
  /** Chance of ending the move while orders remain. */
  readonly endMove?: number;
  /** Chance of a game-master depot correction. */
  readonly correction?: number;
  /** Chance of an undo (of 1–3 steps). */
  readonly undo?: number;
  /** Chance of a redo (of 1–3 steps, as far as there is something to redo). */
  readonly redo?: number;
  /**
   * Draw the order with the engine's sampler instead of picking from the whole list (the same
   * distribution, another game): the commit benchmark's driver, so that the garbage of a ~500-order
   * list a step does not set off the collections that land in the commits it times.
   */
  readonly sampled?: boolean;
}

/**
 * A random action for the position, or null when the game is over (and no undo is drawn).
 * `undoDepth` and `redoDepth`: how far undo and redo can go now.
 */
export function chooseAction(state: GameState, random: () => number, mix: Mix = {}, undoDepth = Number.MAX_SAFE_INTEGER, redoDepth = 0): Action | null {
  if (mix.undo && undoDepth > 0 && random() < mix.undo) return { kind: 'undo', steps: Math.min(undoDepth, 1 + Math.floor(random() * 3)) };
  if (mix.redo && redoDepth > 0 && random() < mix.redo) return { kind: 'redo', steps: Math.min(redoDepth, 1 + Math.floor(random() * 3)) };
  if (state.status !== 'playing') return null;
  if (needsMarshal(state)) {
    const cells = freeOwnFortressCells(state, state.toMove);
    return { kind: 'appoint', at: cells[Math.floor(random() * cells.length)] };
  }
  if (mix.correction && random() < mix.correction) {
    const army = state.armies[Math.floor(random() * state.armies.length)];
    return { kind: 'correction', army, amount: (1 + Math.floor(random() * 4)) / 2, reason: 'проверка / test' };
  }
  if (mix.sampled) {
    const order = sampleLegalOrder(state, (n) => Math.floor(random() * n));
    if (!order || random() < (mix.endMove ?? 0.15)) return { kind: 'end_move' };
    return { kind: 'order', order: order as Order };
  }
  const orders = legalOrders(state);
  if (!orders.length || random() < (mix.endMove ?? 0.15)) return { kind: 'end_move' };
  return { kind: 'order', order: orders[Math.floor(random() * orders.length)] as Order };
}

export function perform(campaign: Campaign, action: Action) {
  switch (action.kind) {
    case 'order':
      return campaign.submitOrder(action.order);
    case 'end_move':
      return campaign.endMove();
    case 'appoint':
      return campaign.appointMarshal(action.at);
    case 'correction':
      return campaign.correctDepots(action.army, action.amount, action.reason);
    case 'undo':
      return campaign.undo(action.steps);
    case 'redo':
      return campaign.redo(action.steps);
  }
}
