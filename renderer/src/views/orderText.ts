/**
 * An order or a step of a player's move in one line (issue 23): who, from where, to where — the phone's
 * confirmation, its end-of-move list, and the console's waiting move. The words are the caller's.
 */
import type { Action, GameState, Order, UnitType, Army, Unit } from '../../../shared/rules/polkovodets';
import { formatCell } from '../i18n/words';

export interface OrderWords {
  readonly unitLabel: (u: Pick<Unit, 'id' | 'type' | 'army'>) => string;
  readonly typeName: (type: UnitType, army?: Army) => string;
  readonly t: (key: string) => string;
}

export function orderText(o: Order, state: GameState | null, w: OrderWords): string {
  const id = o.kind === 'recruit' || o.kind === 'step' ? o.commander : o.unit;
  const u = state?.units.find((x) => x.id === id);
  const who = u ? w.unitLabel(u) : id;
  if (o.kind === 'recruit') return `${who}: ${w.t('players.phone.recruits')} ${w.typeName(o.recruit, u?.army)} → ${formatCell(o.to)}`;
  // Where it stands (an order not given yet); a recorded order's unit already stands at its target.
  const from = u && (u.x !== o.to[0] || u.y !== o.to[1]) ? ` ${formatCell([u.x, u.y])}` : '';
  const target = o.kind === 'strike' ? state?.units.find((x) => x.x === o.to[0] && x.y === o.to[1]) : undefined;
  return `${who}${from} ${o.kind === 'strike' ? '⚔' : '→'} ${formatCell(o.to)}${target ? ` (${w.unitLabel(target)})` : ''}`;
}

export function actionText(a: Action, state: GameState | null, w: OrderWords): string {
  if (a.kind === 'order') return orderText(a.order, state, w);
  if (a.kind === 'end_move') return w.t('bots.endMove');
  if (a.kind === 'appoint') return `${w.t('bots.appoint')} ${formatCell(a.at)}`;
  return a.kind;
}
