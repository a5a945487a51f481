/**
 * The command table: every `polk` command with its positionals, its options (what parseArgs is told,
 * and how the usage line shows them), the forms of its usage line, and the function that runs it.
 * Parsing (args.ts), `--help` (help.ts) and running (run.ts) all read this one table.
 */
import { ARMIES } from '../../shared/rules/polkovodets';
import type { ArgsSpec, OptionSpec, PositionalSpec } from './args';
import { battle, battles, referee } from './battles';
import { exportScenario, newCampaign, state, verify } from './campaignFiles';
import { appoint, endMove, legal, order, redo, undo } from './orders';
import type { Command } from './output';
import { match, play } from './bots';
import { summary } from './summaries';
import { mapCommand, MAP_FORMS, MAP_OPTIONS } from './maps';
import { cards } from './print';
import { history } from './history';
import { moveCommand, MOVE_FORMS, MOVE_OPTIONS } from './mail';

export type CommandName = 'new' | 'state' | 'legal' | 'order' | 'end-move' | 'appoint' | 'undo' | 'redo' | 'summary' | 'export' | 'verify' | 'history' | 'referee' | 'battles' | 'battle' | 'play' | 'match' | 'map' | 'cards' | 'move';

export interface CommandSpec extends ArgsSpec<CommandName> {
  /**
   * The usage line's forms, each a list of options: `name` required, `[name]` optional, `[a b|c]` an
   * optional group of alternatives (`json` is the global --json, shown where it matters).
   */
  readonly forms: readonly (readonly string[])[];
  /** Per form, what stands after the command name instead of its positionals (`map`: `new OUT.json`). */
  readonly heads?: readonly string[];
  readonly run: Command;
}

const FILE: PositionalSpec = { name: 'FILE' };
const value = (shown: string): OptionSpec => ({ type: 'string', shown });
const SWITCH: OptionSpec = { type: 'boolean' };
/** `--armies A,N,F`: every army's letter. */
const ARMY_LIST = value(ARMIES.join(','));

export const COMMANDS: readonly CommandSpec[] = [
  {
    name: 'new',
    positionals: [FILE],
    options: { scenario: value('S.json'), armies: ARMY_LIST, goal: value('rout|fortresses'), size: value('small|standard|large'), seed: value('N'), depots: value('D'), 'turn-limit': value('T'), name: value('NAME'), map: value('MAP.json') },
    forms: [['scenario', '[name]'], ['armies', 'goal', 'size', '[seed]', '[depots]', '[turn-limit]', '[map]', '[name]']],
    run: newCampaign,
  },
  { name: 'state', positionals: [FILE], options: {}, forms: [['[json]']], run: state },
  { name: 'legal', positionals: [FILE], options: { commander: value('ID') }, forms: [['[commander]', '[json]']], run: legal },
  {
    name: 'order',
    positionals: [FILE],
    options: { commander: value('ID'), unit: value('ID'), to: value('X,Y'), step: value('X,Y'), recruit: value('TYPE'), at: value('X,Y') },
    forms: [['commander', 'unit', 'to'], ['commander', 'step'], ['commander', 'recruit', 'at']],
    run: order,
  },
  { name: 'end-move', positionals: [FILE], options: {}, forms: [[]], run: endMove },
  { name: 'appoint', positionals: [FILE], options: { at: value('X,Y') }, forms: [['at']], run: appoint },
  { name: 'undo', positionals: [FILE], options: { steps: value('N') }, forms: [['[steps]']], run: undo },
  { name: 'redo', positionals: [FILE], options: { steps: value('N') }, forms: [['[steps]']], run: redo },
  { name: 'summary', positionals: [FILE], options: { turn: value('N'), army: value('A'), format: value('md|html|json|pdf'), out: value('PATH') }, forms: [['turn', '[army]', 'format', 'out']], run: summary },
  { name: 'export', positionals: [FILE, { name: 'OUT', shown: 'OUT.json' }], options: {}, forms: [[]], run: exportScenario },
  { name: 'verify', positionals: [FILE], options: {}, forms: [[]], run: verify },
  { name: 'history', positionals: [FILE], options: {}, forms: [['[json]']], run: history },
  {
    name: 'referee',
    positionals: [{ name: 'RULESET' }, { name: 'PROCEDURE' }],
    options: { input: value('JSON'), dice: value('1,4,6,…'), seed: value('N'), campaign: value('FILE'), battle: value('ID'), 'new-battle': value('NAME'), turn: value('N'), fortress: value('NAME') },
    forms: [['input', '[dice]', '[seed]', '[campaign battle|new-battle]']],
    run: referee,
  },
  { name: 'battles', positionals: [FILE], options: {}, forms: [['[json]']], run: battles },
  { name: 'battle', positionals: [FILE], options: { id: value('N'), format: value('md|html|json'), out: value('PATH'), 'undo-run': SWITCH }, forms: [['id', '[format]', '[out]'], ['id', 'undo-run']], run: battle },
  {
    name: 'play',
    positionals: [FILE],
    options: { army: value(ARMIES.join('|')), level: value('random|greedy|strong'), budget: value('N'), 'budget-ms': value('N'), seed: value('S') },
    forms: [['army', 'level', '[budget]', '[budget-ms]', '[seed]', '[json]']],
    run: play,
  },
  {
    name: 'match',
    positionals: [],
    options: { levels: value('L1,L2[,L3]'), armies: ARMY_LIST, map: value('MAP.json'), games: value('N'), size: value('small|standard|large'), seed: value('S'), budget: value('N'), 'turn-limit': value('T') },
    forms: [['levels', '[armies]', '[map]', '[games]', '[size]', '[seed]', '[budget]', '[turn-limit]', '[json]']],
    run: match,
  },
  // The counters on paper (issue 13; print.ts). The field on paper is `map print` (mapPrint.ts).
  {
    name: 'cards',
    positionals: [],
    options: { campaign: value('FILE'), armies: ARMY_LIST, goal: value('rout|fortresses'), size: value('small|standard|large'), depots: value('D'), out: value('OUT.pdf'), paper: value('a4|a3'), 'cell-mm': value('N'), grey: SWITCH },
    forms: [['campaign', 'out', '[paper]', '[cell-mm]', '[grey]'], ['armies', 'goal', 'size', '[depots]', 'out', '[paper]', '[cell-mm]', '[grey]']],
    run: cards,
  },
  // The club's own maps: map new | validate | print (maps.ts; each action takes only its own options).
  {
    name: 'map',
    positionals: [{ name: 'ACTION', shown: 'new|validate|print' }, FILE],
    options: MAP_OPTIONS,
    forms: MAP_FORMS.map((f) => f.options),
    heads: MAP_FORMS.map((f) => f.head),
    run: mapCommand,
  },
  // A move by correspondence (issue 23): move out | in (mail.ts; each action takes only its own options).
  {
    name: 'move',
    positionals: [{ name: 'MAIL_ACTION', shown: 'out|in' }, FILE, { name: 'MOVE', shown: 'MOVE.json', optional: true }],
    options: MOVE_OPTIONS,
    forms: MOVE_FORMS.map((f) => f.options),
    heads: MOVE_FORMS.map((f) => f.head),
    run: moveCommand,
  },
];

export const commandSpec = (name: CommandName): CommandSpec => COMMANDS.find((c) => c.name === name) as CommandSpec;
