/**
 * `polk new`, `state`, `export`, `verify`: making a campaign file, reading its position, writing the
 * position as a scenario, checking the whole file.
 */
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { type Army } from '../../shared/rules/polkovodets';
import { formatDepots } from '../../shared/vocab';
import { armyWithLetter, createdLines, FILE_LINES, fortressStateLine, STATE_WORDS } from '../../shared/vocab/cli';
import { publicState } from '../../shared/publicState';
import { ARG_WORDS } from '../../shared/vocab/cliArgs';
import { fortressName } from '../../shared/vocab/names';
import { mismatchDetail, readScenarioFile } from '../campaign/service';
import { serviceFailed, type CampaignFailure } from '../campaign/failure';
import { writeOutputFile } from '../campaign/output';
import { NUMERIC_RANGES, numberArg, rangedInt, usage } from './args';
import { printJson, readCampaign, report, statusLine, type Command } from './output';

const PRESET_FLAGS = ['armies', 'goal', 'size', 'seed', 'depots', 'turn-limit', 'map'];

export const newCampaign: Command = (p, service, io) => {
  const file = p.positionals[0];
  const presetFlags = PRESET_FLAGS.filter((f) => p.flags.has(f));
  const scenarioPath = p.flags.get('scenario');
  const name = p.flags.get('name');
  let created;
  if (scenarioPath !== undefined) {
    if (presetFlags.length) throw usage('cli/conflicting_options', ARG_WORDS.scenarioOrPresets(presetFlags[0]));
    const text = readScenarioFile(scenarioPath);
    if (!text.ok) return report(io, p, text.error);
    created = service.create(file, { name, scenario: text.value });
  } else {
    const armiesArg = p.flags.get('armies');
    if (armiesArg === undefined) throw usage('cli/missing_option', ARG_WORDS.scenarioOrArmies);
    const armies = armiesArg.split(',').map((a) => a.trim().toUpperCase());
    const seed = p.flags.has('seed') ? rangedInt('seed', p.flags.get('seed') as string, NUMERIC_RANGES.seed) : randomInt(0, 2 ** 31 - 1);
    const preset = {
      armies: armies as Army[],
      goal: (p.flags.get('goal') ?? 'rout') as 'rout',
      size: (p.flags.get('size') ?? 'standard') as 'standard',
      seed,
      ...(p.flags.has('depots') ? { depots: numberArg('depots', p.flags.get('depots') as string, NUMERIC_RANGES.depots) } : {}),
      ...(p.flags.has('turn-limit') ? { turnLimit: rangedInt('turn-limit', p.flags.get('turn-limit') as string, NUMERIC_RANGES.turn) } : {}),
    };
    const mapPath = p.flags.get('map');
    if (mapPath === undefined) created = service.create(file, { name, preset });
    else {
      // A map file of the club's own (polkovodets-map/1): the armies deploy around their home fortresses.
      const mapText = readScenarioFile(mapPath, 'map');
      if (!mapText.ok) return report(io, p, mapText.error);
      created = service.create(file, { name, preset, map: mapText.value });
    }
  }
  if (!created.ok) return report(io, p, created.error);
  const campaign = created.value;
  try {
    const state = campaign.state();
    if (p.json) {
      printJson(io, { ok: true, file: campaign.path, name: campaign.name(), seq: 0, seed: state.seed, state: publicState(state) });
    } else {
      const order = state.armies.map((a) => armyWithLetter(a, p.lang)).join(', ');
      io.out(`${createdLines(campaign.name(), campaign.path, order, state.seed, p.lang)}\n`);
      io.out(statusLine(state, p.lang) + '\n');
    }
    return 0;
  } finally {
    campaign.close();
  }
};

export const state: Command = (p, service, io) =>
  readCampaign(p, service, io, (c) => {
    const state = c.state();
    const s = publicState(state);
    if (p.json) {
      printJson(io, s);
      return 0;
    }
    const w = (k: keyof typeof STATE_WORDS) => STATE_WORDS[k][p.lang];
    const lines = [`${c.name()} — ${c.path}`, statusLine(state, p.lang)];
    const armyLine = (label: string, values: Partial<Record<Army, number>>) => `${label}: ${s.armies.map((a) => `${a} ${formatDepots((values[a] ?? 0) * 2, p.lang)}`).join(' · ')}`;
    lines.push(armyLine(w('depots'), s.depots), armyLine(w('strength'), s.strength));
    if (s.out.length) lines.push(`${w('out')}: ${s.out.join(', ')}`);
    lines.push(`${w('units')}: ${s.armies.map((a) => `${a} ${s.units.filter((u) => u.army === a).length}`).join(' · ')}`);
    lines.push(w('fortresses'));
    for (const f of s.fortresses) lines.push(fortressStateLine(fortressName(f.name, p.lang, state.map), f.owner, f.hold, p.lang));
    io.out(lines.join('\n') + '\n');
    return 0;
  });

export const exportScenario: Command = (p, service, io) =>
  readCampaign(p, service, io, (c) => {
    const target = resolve(p.positionals[1]);
    writeOutputFile(target, JSON.stringify(c.exportScenario(), null, 2) + '\n', c.path);
    if (p.json) printJson(io, { ok: true, out: target, seq: c.seq() });
    else io.out(`${FILE_LINES.scenarioWritten(target)[p.lang]}\n`);
    return 0;
  });

export const verify: Command = (p, service, io) =>
  readCampaign(
    p,
    service,
    io,
    (c) => {
      const r = c.verify();
      if (!r.ok) {
        const failed = serviceFailed('verify/mismatch', mismatchDetail(c.path, r.problems)).error as CampaignFailure;
        if (p.json) printJson(io, { ok: false, error: { code: failed.code, message: failed.message[p.lang] }, entries: r.entries, snapshots: r.snapshots, integrity: r.integrity, problems: r.problems.map(({ words, ...pr }) => ({ ...pr, detail: words[p.lang] })) });
        io.err(`polk: ${failed.message[p.lang]}\n`);
        for (const pr of r.problems) io.err(`  ${pr.seq === null ? '' : `#${pr.seq} `}${pr.what}${pr.table ? ` [${pr.table}${pr.row === null || pr.row === undefined ? '' : ` ${pr.row}`}]` : ''}: ${pr.words[p.lang]}\n`);
        return 1;
      }
      if (p.json) printJson(io, { ok: true, entries: r.entries, snapshots: r.snapshots, integrity: r.integrity, seq: c.seq() });
      else io.out(`${FILE_LINES.verified(r)[p.lang]}\n`);
      return 0;
    },
    // verify reports a current state that differs instead of refusing to open the file.
    false,
  );
