/**
 * `polk move out FILE --army A --out PACKET.html [--format html|json]` and `polk move in FILE
 * MOVE.json` (issue 23 item 7; docs/polk.md «A move by correspondence»): a move packet for the army
 * to move — the self-contained page or its data — and a player's move file applied, whole or not
 * at all. Each action takes only its own options.
 */
import { resolve } from 'node:path';
import { ARMIES, type Army } from '../../shared/rules/polkovodets';
import { publicEvents, publicState } from '../../shared/publicState';
import { MAIL_LINES } from '../../shared/vocab/mail';
import { readInputText } from '../campaign/inputs';
import { writeOutputFile } from '../campaign/output';
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
    if (move === undefined) throw usage('cli/missing_argument', { ru: 'Не указан файл хода (MOVE.json). Использование: polk move --help', en: 'Missing the move file (MOVE.json). Usage: polk move --help' });
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
  if (p.positionals.length > 2) throw usage('cli/extra_argument', { ru: `Лишний аргумент «${p.positionals[2]}» у move out.`, en: `Extra argument "${p.positionals[2]}" for move out.` });
  const armyArg = required(p, 'army', { ru: 'армия', en: 'the army' });
  if (!(ARMIES as readonly string[]).includes(armyArg)) throw usage('cli/bad_army', MAIL_LINES.badArmy(armyArg));
  const out = resolve(required(p, 'out', { ru: 'файл пакета', en: 'the packet file' }));
  const format = p.flags.get('format') ?? 'html';
  if (format !== 'html' && format !== 'json') throw usage('cli/bad_format', MAIL_LINES.badFormat(format));
  // The template first: no key is issued for a page that cannot be made.
  const template = format === 'html' ? readPacketTemplate() : '';
  if (template === null) throw usage('cli/no_page', MAIL_LINES.noPage(packetTemplatePath()));
  return withCampaign(p, service, io, (c) => {
    const r = c.mail.packet(armyArg as Army);
    if (!r.ok) return report(io, p, r.error);
    const packet = r.value;
    const body = format === 'html' ? packetPage(template, packet) : JSON.stringify(packet, null, 2) + '\n';
    writeOutputFile(out, body, c.path);
    const bytes = Buffer.byteLength(body);
    if (p.json) printJson(io, { ok: true, out, army: packet.army, format, keyId: packet.keyId, basedOn: packet.basedOn, bytes });
    else io.out(`${MAIL_LINES.packetWritten(packet.army, out, bytes)[p.lang]}\n`);
    return 0;
  }, true, file);
};

export const MOVE_HELP = {
  summary: { ru: 'ход по почте: пакет хода для игрока (out) и его файл хода (in)', en: "a move by correspondence: a move packet for a player (out) and his move file (in)" },
  details: {
    ru: `move out пишет пакет хода для армии, которая ходит: одну страницу (позиция, карта, что произошло
после её прошлого хода, движок), которую игрок открывает в браузере на компьютере, отдаёт приказы и
сохраняет файл хода. Страница не обращается к сети. Новый пакет той же армии отменяет ключ прежнего.

  --army A            армия, которая сейчас ходит
  --out PACKET.html   куда записать пакет
  --format html|json  страница (по умолчанию) или только данные пакета (polkovodets-packet/1)

move in вносит файл хода (polkovodets-move/1, не больше 1 МБ) целиком, одной записью, если он сделан
на текущей позиции с ключом, выданным этой армии; иначе ничего не меняет. Код выхода: 0 внесён;
2 действие отклонено правилами (сообщение называет его номер), ничего не внесено; 1 всё прочее
(другая кампания, другая позиция, чужой, старый или израсходованный ключ, не её ход, файл повреждён).
Ключ защищает от путаницы, устаревших и повторно присланных файлов, но не от того, у кого пакет.

Пример:  polk move out осень1812.polk --army N --out ход-N.html
         polk move in осень1812.polk ход-N.json`,
    en: `move out writes a move packet for the army to move: one page (the position, the map, what happened
since its last move, the engine) that the player opens in a desktop browser, gives his orders on and
saves as a move file. The page makes no network request. A new packet for the same army voids the key
of the earlier one.

  --army A            the army to move
  --out PACKET.html   where to write the packet
  --format html|json  the page (the default) or the packet's data only (polkovodets-packet/1)

move in applies a move file (polkovodets-move/1, at most 1 MB) whole, in one write, when it was made on
the current position with the key issued to that army; otherwise it changes nothing. Exit status:
0 applied; 2 an action refused by the rules (the message names its number), nothing applied; 1 anything
else (another campaign, another position, a wrong, older or spent key, not its move, a damaged file).
The key guards against mix-ups, stale and replayed files, not against whoever holds the packet.

Example:  polk move out autumn1812.polk --army N --out move-N.html
          polk move in autumn1812.polk move-N.json`,
  },
};
