/** `polk summary`: the printable turn summary (md, html, json, pdf), for all armies, one, several or each. */
import { resolve } from 'node:path';
import { ARMIES, type Army } from '../../shared/rules/polkovodets';
import { writeOutputFile } from '../campaign/output';
import { renderSummary, SUMMARY_FORMATS, SummaryUnavailable, type ArmyChoice, type SummaryFormat } from '../summary';
import { intArg, required, usage } from './args';
import { printJson, report, withCampaign, type Command } from './output';
import { FILE_LINES } from '../../shared/vocab/cli';

/** `--army A` (one army's sheet), `A,N` (a page each), `each` (every army a page); absent: the full copy. */
function armyArg(v: string | undefined): ArmyChoice | undefined {
  if (v === undefined) return undefined;
  if (v === 'each') return 'each';
  const list = v.split(',').map((a) => a.trim());
  if (list.some((a) => !(ARMIES as readonly string[]).includes(a)) || new Set(list).size !== list.length) {
    throw usage('cli/bad_army', `Параметр «--army»: A, N, F, их список через запятую или each (указано «${v}»).`, `Option "--army": A, N, F, a comma-separated list of them, or each (found "${v}").`);
  }
  return list.length === 1 ? (list[0] as Army) : (list as Army[]);
}

export const summary: Command = (p, service, io) => {
  const turn = intArg('turn', required(p, 'turn', 'номер хода', 'the turn number'), 1);
  const format = required(p, 'format', 'md, html, json или pdf', 'md, html, json or pdf') as SummaryFormat;
  if (!SUMMARY_FORMATS.includes(format)) throw usage('cli/bad_format', `Параметр «--format»: md, html, json или pdf (указано «${format}»).`, `Option "--format": md, html, json or pdf (found "${format}").`);
  const army = armyArg(p.flags.get('army'));
  const out = p.flags.get('out');
  if (out === undefined && format === 'pdf') throw usage('cli/missing_option', 'Для pdf укажите файл: --out PATH.', 'For pdf, give a file: --out PATH.');
  return withCampaign(p, service, io, async (c) => {
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
