/**
 * Canvas drawing of the map, in world coordinates (CELL pixels per cell), split by what it draws.
 * Plain functions over a 2D context: the map stage's layers call them from their scene functions,
 * the terrain once into a cached bitmap. They draw what they are given; none of them knows a rule.
 */
export { defaultSheetBorders, drawTerrain } from './terrain';
export { drawFortressLabels, drawFortressOwners, drawPlacedLabels, placeLabels, type FortressLook } from './fortresses';
export { drawGhost, drawUnits, type DrawnLabel, type UnitLook } from './counters';
export { drawGlyph } from './glyph';
export { drawBlocked, drawMarks, drawPattern } from './marks';
export { drawOverlay, type OverlayLook } from './overlay';
export { drawRulers } from './rulers';
