/**
 * The piece catalogue: one owner for everything that shows an army or a unit type — the letter,
 * colours and greyscale pattern of each army, the symbol of each type (SVG path data in a unit box,
 * for the canvas's Path2D and the paper's <path> alike), with their names from the catalog
 * (shared/vocab) and their classes from the engine's unit table. It imports the engine and the
 * catalog; the window's map, the print and the summaries draw every piece from it.
 *
 *   ARMY_PIECES.N.colours.fill        // '#3274d4'
 *   UNIT_PIECES.uhlan.glyph.stroke    // 'M0.08 0.22L0.92 0.22…'
 *   isMounted('cossack')              // true: the engine's class, not a list of types
 */
export * from './armies';
export * from './colour';
export * from './glyphs';
export * from './units';
export * from './svg';
