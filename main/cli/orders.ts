/**
 * `polk legal`, `order`, `end-move`, `appoint`, `undo`, `redo`: what may be ordered now, and the
 * actions that change the position (each one entry of the campaign's log).
 */
import type { Order, UnitType } from '../../shared/rules/polkovodets';
import type { Campaign } from '../campaign/service';
import { cellArg, required, stepsArg, usage } from './args';
import { applied, printJson, readCampaign, withCampaign, type Command } from './output';
import { ACTION_DONE, LEGAL_WORDS, recruitIn, stepsRedone, stepsUndone } from '../../shared/vocab/cli';
import { fortressName } from '../../shared/vocab/names';
import { ARG_WORDS, OPTION_WORDS } from '../../shared/vocab/cliArgs';

export const legal: Command = (p, service, io) =>
  readCampaign(p, service, io, (c) => {
    const orders = c.legalOrders(p.flags.get('commander'));
    if (p.json) {
      printJson(io, orders);
      return 0;
    }
    const w = (k: keyof typeof LEGAL_WORDS) => LEGAL_WORDS[k][p.lang];
    if (!orders.length) io.out(`${w('none')}\n`);
    const file = p.positionals[0];
    const map = c.state().map;
    const recruitComment = (name: string | undefined) => (name === undefined ? '' : `   # ${recruitIn(fortressName(name, p.lang, map), p.lang)}`);
    const fortressAt = (x: number, y: number) => map.fortresses.find((f) => f.cells.some((cell) => cell[0] === x && cell[1] === y))?.name;
    // Each order as the command line that gives it (a recruitment with its fortress, in the line's language).
    const lines = orders.map((o) => {
      const to = `${o.to[0]},${o.to[1]}`;
      return o.kind === 'move'
        ? `polk order FILE --commander ${o.commander} --unit ${o.unit} --to ${to}${o.road ? `   # ${w('roadMarch')}` : ''}`
        : o.kind === 'strike'
          ? `polk order FILE --commander ${o.commander} --unit ${o.unit} --to ${to}   # ${w('strikeAt')} ${o.target}`
          : o.kind === 'step'
            ? `polk order FILE --commander ${o.commander} --step ${to}`
            : `polk order FILE --commander ${o.commander} --recruit ${o.recruit} --at ${to}${recruitComment(fortressAt(o.to[0], o.to[1]))}`;
    });
    io.out(lines.map((l) => l.replace('FILE', file) + '\n').join(''));
    return 0;
  });

export const order: Command = (p, service, io) => {
  const commander = required(p, 'commander', OPTION_WORDS.commander);
  const modes = [p.flags.has('unit') || p.flags.has('to'), p.flags.has('step'), p.flags.has('recruit') || p.flags.has('at')].filter(Boolean).length;
  if (modes !== 1) throw usage('cli/order_shape', ARG_WORDS.orderShape);
  let build: (c: Campaign) => Order;
  if (p.flags.has('step')) {
    const to = cellArg('step', p.flags.get('step'));
    build = () => ({ kind: 'step', commander, to });
  } else if (p.flags.has('recruit') || p.flags.has('at')) {
    const recruit = required(p, 'recruit', OPTION_WORDS.recruit) as UnitType;
    const to = cellArg('at', required(p, 'at', OPTION_WORDS.cell));
    build = () => ({ kind: 'recruit', commander, recruit, to });
  } else {
    const unit = required(p, 'unit', OPTION_WORDS.unit);
    const to = cellArg('to', required(p, 'to', OPTION_WORDS.cell));
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
  const at = cellArg('at', required(p, 'at', OPTION_WORDS.cell));
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
