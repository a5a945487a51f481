/**
 * Rule set 000, the club rules (seed 000_c682e1cfafd6ca9d.txt), as referee procedures.
 */
import type { ProcedureDef } from '../procedure';
import { cannonCapture, cannonFire, cannonMove } from './cannon';
import { musketFire, pistolFire } from './fire';
import { melee, meleeSeveralAttackers, prisonerEscape, prisonerEscort } from './melee';
import { movement } from './movement';
import { officerReplacement, unitOfficers } from './officers';
import { generalStaff, victory, woundedReturn } from './staff';
import { firstPlayer } from './turn-order';

export const clubProcedures: readonly ProcedureDef[] = [
  firstPlayer,
  musketFire,
  pistolFire,
  cannonFire,
  cannonMove,
  cannonCapture,
  movement,
  melee,
  meleeSeveralAttackers,
  prisonerEscort,
  prisonerEscape,
  woundedReturn,
  generalStaff,
  unitOfficers,
  officerReplacement,
  victory,
];

export { armamentOf, judgeShot, musketFire, pistolFire } from './fire';
export type { Armament, ShotJudgement, ShotResult, SmallArm, SmallArmsFireOutcome } from './fire';
export { cannonCapture, cannonFire, cannonMove } from './cannon';
export { fightOut, melee, meleeDiceCount, meleeModifiers, meleeSeveralAttackers, prisonerEscape, prisonerEscort } from './melee';
export { movement } from './movement';
export { officerReplacement, unitOfficers } from './officers';
export { generalStaff, victory, woundedReturn } from './staff';
export { firstPlayer } from './turn-order';
export { MOVE_CLASSES, RANKS } from './common';
export { SEED_LINES } from './seed-text';
