/**
 * The inks of a proposal on the map (issue 22 item 2: the machine's; issue 23 item 5: a player's
 * waiting move) and the cells it concerns — no drawing here (proposal.ts draws), so the contrast can
 * be checked without a canvas.
 */
import type { ProposedStep } from '../../../shared/bridge/contract';
import { contrast } from '../../../shared/pieces/colour';
import type { Action, Army, Cell, GameState } from '../../../shared/rules/polkovodets';
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

/** What the map draws of a proposed step: the machine's steps, or a player's waiting actions (`stepsOfActions`). */
export type DrawnStep = Pick<ProposedStep, 'kind' | 'order' | 'from' | 'at'>;

/** The cells a proposal concerns (where its units stand and where they go), for framing it. */
export function proposalCells(steps: readonly DrawnStep[]): Cell[] {
  const cells: Cell[] = [];
  for (const s of steps) {
    if (s.from) cells.push(s.from);
    if (s.order) cells.push(s.order.to);
    if (s.at) cells.push(s.at);
  }
  return cells;
}

/**
 * A player's waiting move (issue 23 item 5: actions, made on the position shown) as steps the map
 * draws like the machine's: each order starts where its unit stands after the move's earlier orders.
 */
export function stepsOfActions(state: GameState, actions: readonly Action[]): DrawnStep[] {
  const at = new Map<string, Cell>(state.units.map((u) => [u.id, [u.x, u.y] as Cell]));
  return actions.map((a): DrawnStep => {
    if (a.kind === 'end_move') return { kind: 'end_move' };
    if (a.kind === 'appoint') return { kind: 'appoint', at: a.at };
    if (a.kind !== 'order') return { kind: 'end_move' };
    const o = a.order;
    if (o.kind === 'recruit') return { kind: 'order', order: o };
    const mover = o.kind === 'step' ? o.commander : o.unit;
    const from = at.get(mover);
    if (o.kind !== 'strike') at.set(mover, o.to);
    return { kind: 'order', order: o, ...(from ? { from } : {}) };
  });
}

/** The cells of the proposals that arrived since the keys `was` (framed when they arrive). */
export function arrivedCells(looks: readonly { key: string; steps: readonly DrawnStep[] }[], was: readonly string[] | undefined): Cell[] {
  return looks.filter((l) => !was?.includes(l.key)).flatMap((l) => proposalCells(l.steps));
}
