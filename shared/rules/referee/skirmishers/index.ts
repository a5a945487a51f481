/**
 * Rule set 004, chapter XI «Застрельщики» (skirmishers), as referee procedures. Each one follows a
 * numbered section of the seed 004_d1f3edc02414d691.txt; readings of unclear points live in readings.ts.
 */
import type { ProcedureDef } from '../procedure';
import { brigadeScreenDetachment, lightBattalionDeployment } from './deployment';
import { approachLimits, screenDistances, withdrawal } from './distances';
import { rallyTest } from './rally';
import { screenClass, skirmisherClass } from './classes';
import { screenCover, skirmishFire } from './fire';
import { commandCompanyCasualties } from './casualties';
import { skirmishersInMelee } from './melee';

export const skirmishersProcedures: readonly ProcedureDef[] = [
  lightBattalionDeployment,
  brigadeScreenDetachment,
  screenDistances,
  rallyTest,
  skirmisherClass,
  screenClass,
  skirmishFire,
  screenCover,
  approachLimits,
  withdrawal,
  commandCompanyCasualties,
  skirmishersInMelee,
];

export {
  approachLimits, brigadeScreenDetachment, commandCompanyCasualties, lightBattalionDeployment, rallyTest, screenClass,
  screenCover, screenDistances, skirmishersInMelee, skirmishFire, skirmisherClass, withdrawal,
};
export { READINGS } from './readings';
export { FIGURES_PER_2D6, type SkirmisherClass } from './classes';
export { rallyTarget } from './rally';
export { deployPercent } from './deployment';
