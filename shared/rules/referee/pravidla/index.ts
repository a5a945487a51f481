/** Rule set 003 — the Czech «PRAVIDLA» (Základní Pravidla) as referee procedures. */
import type { ProcedureDef } from '../procedure';
import { actionPoints } from './action-points';
import { initiative } from './initiative';
import { rifleFire } from './rifle-fire';

export { actionPoints } from './action-points';
export { initiative } from './initiative';
export { rifleFire, ROLL1, ROLL2, ROLL3 } from './rifle-fire';

/** In the order of the seed. */
export const pravidlaProcedures: readonly ProcedureDef[] = [initiative, actionPoints, rifleFire];
