/** Rule set 002 — appendix «Здания и Мосты» (buildings and bridges) as referee procedures. */
import type { ProcedureDef } from '../procedure';
import { fireFighting, fireSpread, houseBurnDown, houseIgnition } from './burning';
import { bridgeWallDefencePoints, houseDefencePoints } from './defence-points';
import { houseCapacity, housePreparation, houseStormLimit } from './house';
import { houseBreakIn, houseMeleeModifier } from './melee';
import { artilleryAtGarrison, musketFireAtHouse } from './musketry';

export { fireFighting, fireSpread, houseBurnDown, houseIgnition } from './burning';
export { bridgeWallDefencePoints, houseDefencePoints } from './defence-points';
export { fireFactor, kindsOf, FIRE_FACTOR_TABLE, NATIONS, ARTILLERY_KINDS } from './fire-factors';
export type { Nation, ArtilleryKind } from './fire-factors';
export { houseCapacity, housePreparation, houseStormLimit } from './house';
export { houseBreakIn, houseMeleeModifier } from './melee';
export { artilleryAtGarrison, garrisonBand, musketFireAtHouse } from './musketry';

/** In the order of the seed. */
export const buildingsProcedures: readonly ProcedureDef[] = [
  houseCapacity,
  housePreparation,
  houseStormLimit,
  houseMeleeModifier,
  houseBreakIn,
  musketFireAtHouse,
  artilleryAtGarrison,
  houseDefencePoints,
  bridgeWallDefencePoints,
  houseIgnition,
  fireSpread,
  fireFighting,
  houseBurnDown,
];
