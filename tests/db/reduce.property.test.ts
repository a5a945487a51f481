/**
 * `reduce` is the only function that changes a game state (issue 10): random whole games (small
 * presets, a short turn limit) are played through the campaign service — with undos, redos and new
 * branches after undos — and, beside it, through the engine's `reduce` directly on plain states;
 * the state hash agrees at every step. Undo N then redo N gives the identical hash; a new action
 * after an undo leaves nothing to redo; verify passes with every abandoned branch in the file.
 */
import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../db';
import { createGame, freeOwnFortressCells, legalOrders, needsMarshal, parseScenario, reduce, type Action, type GameState } from '../../shared/rules/polkovodets';
import { presetScenario, type PresetOptions } from '../../shared/presets';
import type { Campaign } from '../../main/campaign/service';
import { must, service, tempDir } from './helpers';
import { rng } from './play';

/** Games per run: sized for a machine of two cores shared with other work. */
const GAMES = 8;

type Step = { readonly kind: 'act'; readonly action: Action } | { readonly kind: 'undo' | 'redo'; readonly steps: number };

function randomAction(state: GameState, random: () => number): Action | null {
  if (state.status !== 'playing') return null;
  if (needsMarshal(state)) {
    const cells = freeOwnFortressCells(state, state.toMove);
    return { kind: 'appoint', at: cells[Math.floor(random() * cells.length)] };
  }
  if (random() < 0.03) return { kind: 'correction', army: state.armies[Math.floor(random() * state.armies.length)], halfDepots: 1 + Math.floor(random() * 4), reason: 'проверка / test' };
  const orders = legalOrders(state);
  if (!orders.length || random() < 0.3) return { kind: 'end_move' };
  return { kind: 'order', order: orders[Math.floor(random() * orders.length)] };
}

function give(c: Campaign, action: Action) {
  switch (action.kind) {
    case 'order':
      return c.submitOrder(action.order);
    case 'end_move':
      return c.endMove();
    case 'appoint':
      return c.appointMarshal(action.at);
    case 'correction':
      return c.correctDepots(action.army, action.halfDepots / 2, action.reason);
  }
}

function startState(preset: PresetOptions): GameState {
  const parsed = parseScenario(presetScenario(preset));
  if (!parsed.ok) throw new Error(parsed.error.code);
  const made = createGame(parsed.value);
  if (!made.ok) throw new Error(made.error.code);
  return made.value;
}

describe('reduce is the only function that changes a game state', () => {
  it(`agrees with the campaign log at every step of ${GAMES} random whole games, with undo and redo`, () => {
    const dir = tempDir('property');
    let game = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom<PresetOptions['armies']>(['A', 'N'], ['A', 'N', 'F'], ['N', 'F']),
        fc.constantFrom<PresetOptions['goal']>('rout', 'fortresses'),
        (seed, armies, goal) => {
          const preset: PresetOptions = { armies, goal, size: 'small', seed, turnLimit: 4 };
          const c = must(service({ backups: false }).create(join(dir, `game-${game++}.polk`), { preset }));
          const random = rng(seed);
          // The engine's side: the chain of plain states from the start, and the states undone.
          const chain: GameState[] = [startState(preset)];
          let redo: GameState[] = [];
          let abandoned = 0;
          expect(stateHash(c.state())).toBe(stateHash(chain[0]));
          for (let i = 0; i < 400; i++) {
            const head = chain[chain.length - 1];
            const draw = random();
            let step: Step | null;
            if (draw < 0.05 && chain.length > 1) step = { kind: 'undo', steps: 1 + Math.floor(random() * Math.min(6, chain.length - 1)) };
            else if (draw < 0.1 && redo.length) step = { kind: 'redo', steps: 1 + Math.floor(random() * redo.length) };
            else {
              const action = randomAction(head, random);
              step = action && { kind: 'act', action };
            }
            if (!step) break;
            if (step.kind === 'act') {
              const r = reduce(head, step.action);
              if (!r.ok) throw new Error(`a legal action refused: ${r.error.code}`);
              must(give(c, step.action));
              chain.push(r.value.state);
              if (redo.length) abandoned++;
              redo = [];
              expect(c.redoDepth()).toBe(0);
            } else if (step.kind === 'undo') {
              const before = stateHash(head);
              must(c.undo(step.steps));
              redo = [...redo, ...chain.splice(chain.length - step.steps).reverse()];
              expect(c.redoDepth()).toBe(redo.length);
              // Undo N then redo N: the identical hash.
              if (random() < 0.5) {
                must(c.redo(step.steps));
                chain.push(...redo.splice(redo.length - step.steps).reverse());
                expect(stateHash(c.state())).toBe(before);
              }
            } else {
              must(c.redo(step.steps));
              chain.push(...redo.splice(redo.length - step.steps).reverse());
              expect(c.redoDepth()).toBe(redo.length);
            }
            expect(stateHash(c.state())).toBe(stateHash(chain[chain.length - 1]));
            expect(c.history()).toHaveLength(chain.length);
          }
          // A whole game: played to its end.
          expect(c.state().status).not.toBe('playing');
          // Every state of the current chain, as the log reconstructs it, is the engine's.
          const history = c.history();
          for (let k = 0; k < history.length; k += 7) expect(stateHash(must(c.stateAt(history[k].seq)))).toBe(stateHash(chain[k]));
          const report = c.verify({ integrity: false });
          expect(report.problems).toEqual([]);
          expect(report.entries).toBeGreaterThanOrEqual(chain.length + abandoned);
          c.close();
        },
      ),
      { numRuns: GAMES, seed: 1812, endOnFailure: true },
    );
  }, 120_000);
});
