/** Small boards for the window's tests, in the public scenario format. */
import { tinyScenario, type TinyUnit } from '../../rules/helpers';

/** 15×15, a road along row 7, fortress «Форт» (A) at (2,2)-(3,2), «Мельница» (nobody) at (12,7). */
export const ROWS = Array.from({ length: 15 }, (_, y) => (y === 7 ? '='.repeat(15) : y === 3 ? '......MM.......' : '.'.repeat(15)));

export const UNITS: TinyUnit[] = [
  { id: 'AM', army: 'A', type: 'marshal', x: 1, y: 1 },
  { id: 'AG', army: 'A', type: 'general', x: 10, y: 10 },
  { id: 'A1', army: 'A', type: 'musketeer', x: 3, y: 4 },
  { id: 'A2', army: 'A', type: 'battery', x: 5, y: 7 },
  { id: 'A3', army: 'A', type: 'hussar', x: 8, y: 8 },
  { id: 'A4', army: 'A', type: 'grenadier', x: 12, y: 12 },
  { id: 'N1', army: 'N', type: 'musketeer', x: 4, y: 5 },
  { id: 'N2', army: 'N', type: 'dragoon', x: 5, y: 11 },
  { id: 'NM', army: 'N', type: 'marshal', x: 14, y: 0 },
];

export function smallScenario(extra: Partial<Parameters<typeof tinyScenario>[0]> = {}) {
  return tinyScenario({
    rows: ROWS,
    fortresses: [
      { name: 'Форт', cells: [[2, 2], [3, 2]] },
      { name: 'Мельница', cells: [[12, 7]] },
    ],
    fortressOwners: { Форт: 'A' },
    depots: { A: 3, N: 10 },
    units: UNITS,
    ...extra,
  });
}
