/** The bot tests' starting positions: the small Russia–France preset and the large one, by preset seed. */
import { presetScenario } from '../../shared/presets';
import { gameFromScenario, type Army, type GameState } from '../../shared/rules/polkovodets';

const fromPreset = (armies: Army[], size: 'small' | 'large', seed: number, turnLimit?: number): GameState => {
  const r = gameFromScenario(presetScenario({ armies, goal: 'rout', size, seed, ...(turnLimit === undefined ? {} : { turnLimit }) }));
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};

/** The small Russia–France preset (a preset's seed draws only the move order). */
export const small = (seed: number, turnLimit?: number): GameState => fromPreset(['A', 'N'], 'small', seed, turnLimit);

/** The large preset, three armies unless told. */
export const large = (seed: number, armies: Army[] = ['A', 'N', 'F'], turnLimit?: number): GameState => fromPreset(armies, 'large', seed, turnLimit);
