/**
 * `polk cards (--campaign FILE | --armies A,N --goal G --size S [--depots D]) --out OUT.pdf
 * [--paper a4|a3] [--cell-mm N] [--grey]`: the counters on paper (shared/print/counters.ts) — one
 * card a unit of a preset's deployment or of a campaign's current position, the size of the printed
 * field's cell, and the depot cards of each army's depots — as a PDF from Chromium.
 */
import { type Army } from '../../shared/rules/polkovodets';
import { PRESET_ERROR_MESSAGES, validatePresetOptions, type PresetGoal, type PresetSize } from '../../shared/presets';
import { printWords } from '../../shared/vocab/print';
import { countersDocument, presetCounters, stateCounters, SummaryUnavailable } from '../summary';
import type { CounterSet } from '../../shared/print/counters';
import { NUMERIC_RANGES, numberArg, usage } from './args';
import { outArg, paperArgs, writeDocumentPdf } from './mapPrint';
import { printJson, readCampaign, report, type Command } from './output';

const PRESET_FLAGS = ['armies', 'goal', 'size', 'depots'];

export const cards: Command = (p, service, io) => {
  const out = outArg(p);
  const paper = paperArgs(p);
  const campaign = p.flags.get('campaign');
  const presetGiven = PRESET_FLAGS.filter((f) => p.flags.has(f));
  if (campaign !== undefined && presetGiven.length) throw usage('cli/conflicting_options', printWords('ru').cardsBoth, printWords('en').cardsBoth);
  if (campaign === undefined && !p.flags.has('armies')) throw usage('cli/missing_option', printWords('ru').cardsSource, printWords('en').cardsSource);

  const write = async (set: CounterSet, campaignPath?: string): Promise<number> => {
    let doc;
    try {
      doc = countersDocument(set, { ...paper, lang: p.lang });
    } catch (e) {
      // Past 50 pages: refused with the limit named, before any drawing or PDF.
      if (e instanceof SummaryUnavailable) return report(io, p, { code: e.code, message: e.words });
      throw e;
    }
    const written = await writeDocumentPdf(p, io, doc.html, out, campaignPath);
    if (typeof written === 'number') return written;
    const counts = set.armies.map((a) => ({ army: a.army, cards: a.units.length, depots: a.depots }));
    if (p.json) printJson(io, { ok: true, out: written, pages: doc.pageCount, cellMm: paper.cellMm, grey: paper.grey, armies: counts });
    else io.out(`${printWords(p.lang).written(written, doc.pageCount)}\n`);
    return 0;
  };

  if (campaign !== undefined) return readCampaign({ ...p, positionals: [campaign] }, service, io, (c) => write(stateCounters(c.name(), c.state()), c.path));
  const preset = {
    armies: (p.flags.get('armies') as string).split(',').map((a) => a.trim().toUpperCase()) as Army[],
    goal: (p.flags.get('goal') ?? 'rout') as PresetGoal,
    size: (p.flags.get('size') ?? 'standard') as PresetSize,
    seed: 0,
    ...(p.flags.has('depots') ? { depots: numberArg('depots', p.flags.get('depots') as string, NUMERIC_RANGES.depots) } : {}),
  };
  const error = validatePresetOptions(preset);
  if (error) throw usage(error, PRESET_ERROR_MESSAGES[error].ru, PRESET_ERROR_MESSAGES[error].en);
  return write(presetCounters(preset));
};
