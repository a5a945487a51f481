/** `polk summary`: the printable turn summary (md, html, json, pdf), for all armies, one, several or each. */
import { resolve } from 'node:path';
import { ARMIES, type Army } from '../../shared/rules/polkovodets';
import { writeOutputFile } from '../campaign/output';
import { renderSummary, SUMMARY_FORMATS, SummaryUnavailable, type ArmyChoice, type SummaryFormat } from '../summary';
import { NUMERIC_RANGES, rangedInt, required, usage } from './args';
import { printJson, readCampaign, report, type Command } from './output';
import { FILE_LINES } from '../../shared/vocab/cli';
import { ARG_WORDS, OPTION_WORDS } from '../../shared/vocab/cliArgs';

/** `--army A` (one army's sheet), `A,N` (a page each), `each` (every army a page); absent: the full copy. */
function armyArg(v: string | undefined): ArmyChoice | undefined {
  if (v === undefined) return undefined;
  if (v === 'each') return 'each';
  const list = v.split(',').map((a) => a.trim());
  if (list.some((a) => !(ARMIES as readonly string[]).includes(a)) || new Set(list).size !== list.length) {
    throw usage('cli/bad_army', ARG_WORDS.badArmy(v));
  }
  return list.length === 1 ? (list[0] as Army) : (list as Army[]);
}

export const summary: Command = (p, service, io) => {
  const turn = rangedInt('turn', required(p, 'turn', OPTION_WORDS.turn), NUMERIC_RANGES.turn);
  const format = required(p, 'format', OPTION_WORDS.format) as SummaryFormat;
  if (!SUMMARY_FORMATS.includes(format)) throw usage('cli/bad_format', ARG_WORDS.badSummaryFormat(format));
  const army = armyArg(p.flags.get('army'));
  const out = p.flags.get('out');
  if (out === undefined && format === 'pdf') throw usage('cli/missing_option', ARG_WORDS.pdfNeedsOut);
  return readCampaign(p, service, io, async (c) => {
    let rendered;
    try {
      rendered = await renderSummary(c, { turn, army, format, lang: p.lang });
    } catch (e) {
      if (e instanceof SummaryUnavailable) return report(io, p, { code: e.code, message: e.words });
      throw e;
    }
    if (out === undefined) {
      io.out(typeof rendered.body === 'string' ? rendered.body : Buffer.from(rendered.body).toString('utf8'));
      return 0;
    }
    writeOutputFile(out, rendered.body, c.path);
    if (p.json) printJson(io, { ok: true, out: resolve(out), contentType: rendered.contentType });
    else io.out(`${FILE_LINES.summaryWritten(resolve(out))[p.lang]}\n`);
    return 0;
  });
};
