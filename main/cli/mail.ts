/**
 * `polk move out FILE --army A --out PACKET.html [--format html|json]` and `polk move in FILE
 * MOVE.json` (issue 23 item 7; docs/polk.md «A move by correspondence»): a move packet for the army
 * to move — the self-contained page or its data — and a player's move file applied, whole or not
 * at all. Each action takes only its own options.
 */
import { resolve } from 'node:path';
import { ARMIES, type Army } from '../../shared/rules/polkovodets';
import { publicEvents, publicState } from '../../shared/publicState';
import { MAIL_LINES, MOVE_HELP_WORDS } from '../../shared/vocab/mail';
import { readInputText } from '../campaign/inputs';
import { stageOutputFile } from '../campaign/output';
import { packetPage, packetTemplatePath, readPacketTemplate } from '../campaign/packetPage';
import { required, usage, type OptionSpec } from './args';
import { printJson, report, withCampaign, type Command } from './output';

const value = (shown: string): OptionSpec => ({ type: 'string', shown });

/** Each action's own options (the command table's `move` entry takes their union). */
const OWN: Readonly<Record<'out' | 'in', readonly string[]>> = { out: ['army', 'out', 'format'], in: [] };
export const MOVE_OPTIONS: Readonly<Record<string, OptionSpec>> = { army: value(ARMIES.join('|')), out: value('PACKET.html'), format: value('html|json') };
export const MOVE_FORMS: readonly { readonly head: string; readonly options: readonly string[] }[] = [
  { head: 'out FILE', options: ['army', 'out', '[format]', '[json]'] },
  { head: 'in FILE MOVE.json', options: ['[json]'] },
];

export const moveCommand: Command = (p, service, io) => {
  const action = p.positionals[0];
  if (action !== 'out' && action !== 'in') throw usage('cli/unknown_action', MAIL_LINES.unknownAction(action));
  for (const flag of p.flags.keys()) if (!OWN[action].includes(flag)) throw usage('cli/unknown_option', MAIL_LINES.notForAction(flag, action));
  const file = p.positionals[1];
  if (action === 'in') {
    const move = p.positionals[2];
    if (move === undefined) throw usage('cli/missing_argument', MAIL_LINES.missingMove);
    // Read (at most 1 MB, valid UTF-8) before the campaign is opened: a bad file changes nothing.
    const text = readInputText(move, 'moves');
    return withCampaign(p, service, io, (c) => {
      const r = c.mail.moveIn(text);
      if (!r.ok) return report(io, p, r.error);
      const { view, events, army, keyId, actions } = r.value;
      if (p.json) printJson(io, { ok: true, seq: view.seq, army, keyId, actions, events: publicEvents(events), state: publicState(view.state) });
      else io.out(`${MAIL_LINES.moveApplied(army, actions, view.seq)[p.lang]}\n`);
      return 0;
    }, true, file);
  }
  if (p.positionals.length > 2) throw usage('cli/extra_argument', MAIL_LINES.extraArgument(p.positionals[2]));
  const armyArg = required(p, 'army', MAIL_LINES.armyOption);
  if (!(ARMIES as readonly string[]).includes(armyArg)) throw usage('cli/bad_army', MAIL_LINES.badArmy(armyArg));
  const out = resolve(required(p, 'out', MAIL_LINES.outOption));
  const format = p.flags.get('format') ?? 'html';
  if (format !== 'html' && format !== 'json') throw usage('cli/bad_format', MAIL_LINES.badFormat(format));
  // The template first: no key is issued for a page that cannot be made.
  const template = format === 'html' ? readPacketTemplate() : '';
  if (template === null) throw usage('cli/no_page', MAIL_LINES.noPage(packetTemplatePath()));
  return withCampaign(p, service, io, (c) => {
    // The page is written beside its file inside the transaction that issues its key (a page that
    // cannot be written leaves the key unissued and the army's older packet valid), and renamed into
    // place only once the key is committed.
    let body = '';
    const r = c.mail.packet(armyArg as Army, (packet) => {
      body = format === 'html' ? packetPage(template, packet) : JSON.stringify(packet, null, 2) + '\n';
      return stageOutputFile(out, body, c.path);
    });
    if (!r.ok) return report(io, p, r.error);
    const packet = r.value;
    const bytes = Buffer.byteLength(body);
    if (p.json) printJson(io, { ok: true, out, army: packet.army, format, keyId: packet.keyId, basedOn: packet.basedOn, bytes });
    else io.out(`${MAIL_LINES.packetWritten(packet.army, out, bytes)[p.lang]}\n`);
    return 0;
  }, true, file);
};

/** `polk move --help`: the catalog's words (shared/vocab/mail.ts). */
export const MOVE_HELP = MOVE_HELP_WORDS;
