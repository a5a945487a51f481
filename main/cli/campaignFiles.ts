/**
 * `polk new`, `state`, `export`, `verify`: making a campaign file, reading its position, writing the
 * position as a scenario, checking the whole file.
 */
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { ARMY_NAMES, formatDepots, type Army } from '../../shared/rules/polkovodets';
import { publicState } from '../../shared/publicState';
import { describeProblems, readScenarioFile } from '../campaign/service';
import { serviceFailed, type CampaignFailure } from '../campaign/failure';
import { writeOutputFile } from '../campaign/output';
import { intArg, numberArg, usage } from './args';
import { printJson, readCampaign, report, statusLine, type Command } from './output';

const PRESET_FLAGS = ['armies', 'goal', 'size', 'seed', 'depots', 'turn-limit'];

export const newCampaign: Command = (p, service, io) => {
  const file = p.positionals[0];
  const presetFlags = PRESET_FLAGS.filter((f) => p.flags.has(f));
  const scenarioPath = p.flags.get('scenario');
  const name = p.flags.get('name');
  let created;
  if (scenarioPath !== undefined) {
    if (presetFlags.length) throw usage('cli/conflicting_options', `Укажите либо --scenario, либо предустановки (--${presetFlags[0]}…), но не то и другое.`, `Give either --scenario or presets (--${presetFlags[0]}…), not both.`);
    const text = readScenarioFile(scenarioPath);
    if (!text.ok) return report(io, p, text.error);
    created = service.create(file, { name, scenario: text.value });
  } else {
    const armiesArg = p.flags.get('armies');
    if (armiesArg === undefined) throw usage('cli/missing_option', 'Укажите --scenario S.json или --armies A,N[,F] (с --goal и --size). Справка: polk new --help', 'Give --scenario S.json or --armies A,N[,F] (with --goal and --size). Help: polk new --help');
    const armies = armiesArg.split(',').map((a) => a.trim().toUpperCase());
    const seed = p.flags.has('seed') ? intArg('seed', p.flags.get('seed') as string, 0) : randomInt(0, 2 ** 31 - 1);
    const preset = {
      armies: armies as Army[],
      goal: (p.flags.get('goal') ?? 'rout') as 'rout',
      size: (p.flags.get('size') ?? 'standard') as 'standard',
      seed,
      ...(p.flags.has('depots') ? { depots: numberArg('depots', p.flags.get('depots') as string) } : {}),
      ...(p.flags.has('turn-limit') ? { turnLimit: intArg('turn-limit', p.flags.get('turn-limit') as string, 1) } : {}),
    };
    created = service.create(file, { name, preset });
  }
  if (!created.ok) return report(io, p, created.error);
  const campaign = created.value;
  try {
    const state = campaign.state();
    if (p.json) {
      printJson(io, { ok: true, file: campaign.path, name: campaign.name(), seq: 0, seed: state.seed, state: publicState(state) });
    } else {
      const ru = p.lang === 'ru';
      const order = state.armies.map((a) => `${ARMY_NAMES[a][p.lang]} (${a})`).join(', ');
      io.out(ru ? `Кампания «${campaign.name()}» создана: ${campaign.path}\nПорядок хода: ${order}${state.seed !== null ? ` (жребий: ${state.seed})` : ''}.\n` : `Campaign "${campaign.name()}" created: ${campaign.path}\nMove order: ${order}${state.seed !== null ? ` (lot seed: ${state.seed})` : ''}.\n`);
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
    const ru = p.lang === 'ru';
    const lines = [`${c.name()} — ${c.path}`, statusLine(state, p.lang)];
    const armyLine = (label: string, values: Partial<Record<Army, number>>) => `${label}: ${s.armies.map((a) => `${a} ${formatDepots((values[a] ?? 0) * 2, p.lang)}`).join(' · ')}`;
    lines.push(armyLine(ru ? 'Склады' : 'Depots', s.depots), armyLine(ru ? 'Сила' : 'Strength', s.strength));
    if (s.out.length) lines.push(`${ru ? 'Выбыли' : 'Out'}: ${s.out.join(', ')}`);
    lines.push(`${ru ? 'Части' : 'Units'}: ${s.armies.map((a) => `${a} ${s.units.filter((u) => u.army === a).length}`).join(' · ')}`);
    lines.push(ru ? 'Крепости:' : 'Fortresses:');
    for (const f of s.fortresses) {
      const owner = f.owner ?? (ru ? 'ничья' : 'nobody');
      const hold = f.hold ? (ru ? `, удерживает ${f.hold.army} ${f.hold.count}/2` : `, held by ${f.hold.army} ${f.hold.count}/2`) : '';
      lines.push(`  ${f.name}: ${owner}${hold}`);
    }
    io.out(lines.join('\n') + '\n');
    return 0;
  });

export const exportScenario: Command = (p, service, io) =>
  readCampaign(p, service, io, (c) => {
    const target = resolve(p.positionals[1]);
    writeOutputFile(target, JSON.stringify(c.exportScenario(), null, 2) + '\n', c.path);
    if (p.json) printJson(io, { ok: true, out: target, seq: c.seq() });
    else io.out(p.lang === 'ru' ? `Позиция записана как сценарий: ${target}\n` : `Position written as a scenario: ${target}\n`);
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
        const failed = serviceFailed('verify/mismatch', { file: c.path, problems: describeProblems(r.problems) }).error as CampaignFailure;
        if (p.json) printJson(io, { ok: false, error: { code: failed.code, message: failed.message[p.lang] }, entries: r.entries, snapshots: r.snapshots, integrity: r.integrity, problems: r.problems });
        io.err(`polk: ${failed.message[p.lang]}\n`);
        for (const pr of r.problems) io.err(`  ${pr.seq === null ? '' : `#${pr.seq} `}${pr.what}${pr.table ? ` [${pr.table}${pr.row === null || pr.row === undefined ? '' : ` ${pr.row}`}]` : ''}: ${pr.detail}\n`);
        return 1;
      }
      if (p.json) printJson(io, { ok: true, entries: r.entries, snapshots: r.snapshots, integrity: r.integrity, seq: c.seq() });
      else io.out(p.lang === 'ru' ? `Кампания сходится: переиграно записей ${r.entries}, снимков проверено ${r.snapshots}; целостность SQLite: ${r.integrity}.\n` : `The campaign is consistent: ${r.entries} entries replayed, ${r.snapshots} snapshots checked; SQLite integrity: ${r.integrity}.\n`);
      return 0;
    },
    // verify reports a current state that differs instead of refusing to open the file.
    false,
  );
