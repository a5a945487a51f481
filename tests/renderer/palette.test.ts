/**
 * The window's map colours are the shared ones: its armies' card colours the piece catalogue's
 * (shared/pieces, with the halo and the fortress tint), its terrain the printed field's. Their
 * contrast — every card's outline at 3:1 on the paper and every terrain colour, the halo on dark
 * ground, the type label at 4.5:1 on the face, the faces parted in greyscale — is checked once, on
 * the catalogue's data, in tests/pieces/pieces.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ARMY_COLOURS, TERRAIN_COLOURS } from '../../renderer/src/map/palette';
import { ARMY_PIECES, PIECE_HALO } from '../../shared/pieces';
import { TERRAIN_COLOURS as PRINTED_TERRAIN } from '../../shared/print/palette';
import { ARMIES } from '../../shared/rules/polkovodets';

describe('the window\'s palette', () => {
  it('draws every army in the catalogue\'s colours', () => {
    expect(Object.keys(ARMY_COLOURS).sort()).toEqual([...ARMIES].sort());
    for (const army of ARMIES) expect(ARMY_COLOURS[army]).toMatchObject({ ...ARMY_PIECES[army].colours, halo: PIECE_HALO });
  });

  it('draws the terrain in the printed field\'s colours', () => {
    expect(TERRAIN_COLOURS).toBe(PRINTED_TERRAIN);
  });
});
