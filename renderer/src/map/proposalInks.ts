/**
 * The inks of the machine's proposal on the map (issue 22 item 2) and the cells it concerns — no
 * drawing here (proposal.ts draws), so the contrast can be checked without a canvas.
 */
import type { ProposedStep } from '../../../shared/bridge/contract';
import { contrast } from '../../../shared/pieces/colour';
import type { Army, Cell } from '../../../shared/rules/polkovodets';
import { ARMY_COLOURS } from './palette';

export interface ProposalInks {
  /** The army's colour: the arrow's body. */
  readonly core: string;
  /** Next to the body: of the army's outline and the light halo, the one that parts more from the body. */
  readonly rim: string;
  /** Outside the rim: the other one (one of rim and outer is dark, the other light). */
  readonly outer: string;
  /** The number's ink on a badge of the army's colour. */
  readonly ink: string;
}

/** The three inks of an army's proposal marks. */
export function proposalInks(army: Army): ProposalInks {
  const c = ARMY_COLOURS[army];
  const [rim, outer] = contrast(c.fill, c.halo) >= contrast(c.fill, c.edge) ? [c.halo, c.edge] : [c.edge, c.halo];
  return { core: c.fill, rim, outer, ink: c.ink };
}

/** The cells a proposal concerns (where its units stand and where they go), for framing it. */
export function proposalCells(steps: readonly ProposedStep[]): Cell[] {
  const cells: Cell[] = [];
  for (const s of steps) {
    if (s.from) cells.push(s.from);
    if (s.order) cells.push(s.order.to);
    if (s.at) cells.push(s.at);
  }
  return cells;
}
