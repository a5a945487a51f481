/**
 * `polk legal`, `order`, `end-move`, `appoint`, `undo`, `redo`: what may be ordered now, and the
 * actions that change the position (each one entry of the campaign's log).
 */
import type { Order, UnitType } from '../../shared/rules/polkovodets';
import type { Campaign } from '../campaign/service';
import { cellArg, required, stepsArg, usage } from './args';
import { applied, printJson, withCampaign, type Command } from './output';
import { ACTION_DONE, LEGAL_WORDS, stepsRedone, stepsUndone } from '../../shared/vocab/cli';

export const legal: Command = (p, service, io) =>
  withCampaign(p, service, io, (c) => {
    const orders = c.legalOrders(p.flags.get('commander'));
    if (p.json) {
      printJson(io, orders);
      return 0;
    }
    const w = (k: keyof typeof LEGAL_WORDS) => LEGAL_WORDS[k][p.lang];
    if (!orders.length) io.out(`${w('none')}\n`);
    const file = p.positionals[0];
    // Each order as the command line that gives it.
    const lines = orders.map((o) => {
      const to = `${o.to[0]},${o.to[1]}`;
      return o.kind === 'move'
        ? `polk order FILE --commander ${o.commander} --unit ${o.unit} --to ${to}${o.road ? `   # ${w('roadMarch')}` : ''}`
        : o.kind === 'strike'
          ? `polk order FILE --commander ${o.commander} --unit ${o.unit} --to ${to}   # ${w('strikeAt')} ${o.target}`
          : o.kind === 'step'
            ? `polk order FILE --commander ${o.commander} --step ${to}`
            : `polk order FILE --commander ${o.commander} --recruit ${o.recruit} --at ${to}`;
    });
    io.out(lines.map((l) => l.replace('FILE', file) + '\n').join(''));
    return 0;
  });

export const order: Command = (p, service, io) => {
  const commander = required(p, 'commander', 'командир', 'the commander');
  const modes = [p.flags.has('unit') || p.flags.has('to'), p.flags.has('step'), p.flags.has('recruit') || p.flags.has('at')].filter(Boolean).length;
  if (modes !== 1) throw usage('cli/order_shape', 'Приказ — одно из трёх: --unit ID --to X,Y, или --step X,Y, или --recruit TYPE --at X,Y. Справка: polk order --help', 'An order is one of: --unit ID --to X,Y, or --step X,Y, or --recruit TYPE --at X,Y. Help: polk order --help');
  let build: (c: Campaign) => Order;
  if (p.flags.has('step')) {
    const to = cellArg('step', p.flags.get('step'));
    build = () => ({ kind: 'step', commander, to });
  } else if (p.flags.has('recruit') || p.flags.has('at')) {
    const recruit = required(p, 'recruit', 'род войск', 'the unit type') as UnitType;
    const to = cellArg('at', required(p, 'at', 'клетка', 'the cell'));
    build = () => ({ kind: 'recruit', commander, recruit, to });
  } else {
    const unit = required(p, 'unit', 'часть', 'the unit');
    const to = cellArg('to', required(p, 'to', 'клетка', 'the cell'));
    // A move onto an enemy is a strike: the contract's one form for both.
    build = (c) => {
      const state = c.state();
      const mover = state.units.find((u) => u.id === unit);
      const there = state.units.find((u) => u.x === to[0] && u.y === to[1]);
      const strike = there !== undefined && mover !== undefined && there.army !== mover.army;
      return strike ? { kind: 'strike', commander, unit, to } : { kind: 'move', commander, unit, to };
    };
  }
  return withCampaign(p, service, io, (c) => applied(io, p, c.submitOrder(build(c)), ACTION_DONE.order));
};

export const endMove: Command = (p, service, io) => withCampaign(p, service, io, (c) => applied(io, p, c.endMove(), ACTION_DONE.endMove));

export const appoint: Command = (p, service, io) => {
  const at = cellArg('at', required(p, 'at', 'клетка', 'the cell'));
  return withCampaign(p, service, io, (c) => applied(io, p, c.appointMarshal(at), ACTION_DONE.appoint));
};

export const undo: Command = (p, service, io) => {
  const steps = stepsArg(p);
  return withCampaign(p, service, io, (c) => applied(io, p, c.undo(steps), stepsUndone(steps)));
};

/** The compatible extension beside `undo --steps`: do again what undo took back. */
export const redo: Command = (p, service, io) => {
  const steps = stepsArg(p);
  return withCampaign(p, service, io, (c) => applied(io, p, c.redo(steps), stepsRedone(steps)));
};
