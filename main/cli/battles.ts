/**
 * `polk referee`, `battles`, `battle`: the tabletop referee (one procedure of a rule set, with its
 * dice), and the battles a campaign records (docs/polk.md).
 */
import type { Lang } from '../../shared/vocab';
import { findProcedure, isRulesetId, PROCEDURES, refereeText, RULESET_IDS, sectionText, type DiceSource, type ProcedureDef, type RulesetId } from '../../shared/rules/referee';
import type { BattleInfo } from '../../shared/rules/referee/record';
import { fortressName, type FortressNames } from '../../shared/vocab/names';
import { renderBattleHtml, renderBattleMarkdown, runText, shortTime } from '../../shared/summary/battle';
import { writeOutputFile } from '../campaign/output';
import type { CampaignFailure } from '../campaign/failure';
import { diceSourceOf, MAX_SEED, runReferee } from '../campaign/referee';
import { fontFaceCss } from '../summary';
import { intArg, NUMERIC_RANGES, rangedInt, required, usage, type Parsed } from './args';
import { printJson, readCampaign, report, withCampaign, type Command, type Io } from './output';
import { procedureHelp, refereeOverview, rulesetHelp } from './refereeHelp';
import { ARG_WORDS, BATTLE_LINES, OPTION_WORDS } from '../../shared/vocab/cliArgs';

/** `polk referee [RULESET [PROCEDURE]] --help`, generated from the procedures. */
export function refereeHelp(p: Parsed, io: Io): number {
  const [ruleset, procedure] = p.positionals;
  if (ruleset === undefined) {
    io.out(refereeOverview(p.lang));
    return 0;
  }
  const def = knownProcedure(ruleset, procedure);
  io.out(def ? procedureHelp(def, p.lang) : rulesetHelp(ruleset as RulesetId, p.lang));
  return 0;
}

/** The procedure named on the command line (undefined when only the rule set is named); unknown names are bad arguments. */
function knownProcedure(ruleset: string, procedure: string | undefined): ProcedureDef | undefined {
  if (!isRulesetId(ruleset)) {
    throw usage('referee/unknown_ruleset', ARG_WORDS.unknownRuleset(ruleset, RULESET_IDS.join(', ')));
  }
  if (procedure === undefined) return undefined;
  const def = findProcedure(ruleset, procedure);
  if (!def) {
    const known = PROCEDURES[ruleset].map((d) => d.id).join(', ');
    throw usage('referee/unknown_procedure', ARG_WORDS.unknownProcedure(ruleset, procedure, known));
  }
  return def;
}

function jsonInputArg(v: string): unknown {
  try {
    return JSON.parse(v) as unknown;
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw usage('cli/bad_json', ARG_WORDS.badJson(why));
  }
}

/** `--dice 1,4,6` (commas and/or spaces); an empty value is no dice at all. */
function diceArg(v: string): number[] {
  if (!v.trim()) return [];
  if (!/^\s*\d+(\s*[,\s]\s*\d+)*\s*$/.test(v)) throw usage('cli/bad_dice', ARG_WORDS.badDice(v));
  return v.trim().split(/\s*[,\s]\s*/).map(Number);
}

function seedArg(v: string): number {
  const seed = intArg('seed', v, 0);
  if (seed > MAX_SEED) throw usage('cli/bad_number', ARG_WORDS.badSeed(MAX_SEED, v));
  return seed;
}

/**
 * A procedure's refusal as the terminal says it: the reason, then the section it cites, once
 * («… (п. 1-2б)», "… (§ 1-2b)"); the window shows the section the same way from the detail.
 */
function refusalWords(e: CampaignFailure): CampaignFailure {
  const detail = e.detail as Record<string, unknown> | undefined;
  const cited = typeof detail?.section === 'string' ? BATTLE_LINES.section(sectionText(detail.section, 'ru'), sectionText(detail.section, 'en')) : { ru: '', en: '' };
  const section = cited.ru;
  const sectionEn = cited.en;
  // A field's key is the command line's own word (--input names it): said first, as the parser says an option.
  const field = typeof detail?.field === 'string' ? `${detail.field}: ` : '';
  return { ...e, message: { ru: `${field}${e.message.ru}${section}`, en: `${field}${refereeText(e.message, 'en')}${sectionEn}` } };
}

/** One battle in `polk battles`; the fortress in the line's language (the campaign's map gives its English form). */
const battleLine = (b: BattleInfo, lang: Lang, map: FortressNames): string => {
  const where = [...(b.turn !== null ? [BATTLE_LINES.turn(b.turn)[lang]] : []), ...(b.fortress !== null ? [BATTLE_LINES.fortress(fortressName(b.fortress, lang, map))[lang]] : [])].join(', ');
  const runs = BATTLE_LINES.runs(b.runCount, b.lastRunAt ? shortTime(b.lastRunAt) : null)[lang];
  return `№${b.id}  «${b.name}»${where ? ` — ${where}` : ''}; ${runs}`;
};

const infoOf = (b: BattleInfo): BattleInfo => ({ id: b.id, name: b.name, turn: b.turn, fortress: b.fortress, createdAt: b.createdAt, runCount: b.runCount, lastRunAt: b.lastRunAt });

export const referee: Command = (p, service, io) => {
  const [ruleset, procedure] = p.positionals;
  const def = knownProcedure(ruleset, procedure);
  if (!def) throw new Error('polk referee: the procedure is a required positional');
  const input = jsonInputArg(p.flags.get('input') ?? '{}');
  const typed = p.flags.get('dice');
  const seeded = p.flags.get('seed');
  if (typed !== undefined && seeded !== undefined) throw usage('cli/conflicting_options', ARG_WORDS.diceOrSeed);
  const campaignFile = p.flags.get('campaign');
  const battleArg = p.flags.get('battle');
  const newBattle = p.flags.get('new-battle');
  const turnArg = p.flags.get('turn');
  const fortress = p.flags.get('fortress');
  if (campaignFile === undefined && (battleArg !== undefined || newBattle !== undefined || turnArg !== undefined || fortress !== undefined)) {
    throw usage('cli/missing_option', ARG_WORDS.battleNeedsCampaign);
  }
  if (campaignFile !== undefined && (battleArg === undefined) === (newBattle === undefined)) {
    throw usage('cli/battle_choice', ARG_WORDS.battleChoice);
  }
  if ((turnArg !== undefined || fortress !== undefined) && newBattle === undefined) throw usage('cli/missing_option', ARG_WORDS.newBattleOnly);
  const battleId = battleArg === undefined ? null : intArg('battle', battleArg, 1);
  const turn = turnArg === undefined ? null : rangedInt('turn', turnArg, NUMERIC_RANGES.turn);
  const dice = diceSourceOf({ dice: typed === undefined ? null : diceArg(typed), seed: seeded === undefined ? null : seedArg(seeded) });
  if (!dice.ok) return report(io, p, dice.error);
  // Run first: a refusal leaves the campaign file untouched (no empty new battle either).
  const ran = runReferee({ ruleset: def.ruleset, procedure: def.id, input }, dice.value);
  if (!ran.ok) return report(io, p, refusalWords(ran.error));
  const replayHint = (source: DiceSource, rolled: number) =>
    source.kind === 'seeded' && rolled > 0 ? `${BATTLE_LINES.replaySeed(source.seed)[p.lang]}\n` : '';
  if (campaignFile === undefined) {
    if (p.json) printJson(io, { ok: true, ...ran.value });
    else io.out(runText(ran.value, p.lang) + replayHint(ran.value.dice, ran.value.result.dice.length));
    return 0;
  }
  return withCampaign(
    p,
    service,
    io,
    (c) => {
      let id = battleId;
      if (newBattle !== undefined) {
        const made = c.createBattle({ name: newBattle, turn, fortress });
        if (!made.ok) return report(io, p, made.error);
        id = made.value.id;
      }
      const source = ran.value.dice;
      const recorded = c.runInBattle(id as number, { ruleset: def.ruleset, procedure: def.id, input, ...(source.kind === 'typed' ? { dice: source.values } : { seed: source.seed }) });
      if (!recorded.ok) return report(io, p, refusalWords(recorded.error));
      const { battle, run } = recorded.value;
      if (p.json) {
        printJson(io, { ok: true, ruleset: run.ruleset, procedure: run.procedure, input: run.input, dice: run.dice, result: run.result, battle: infoOf(battle), seq: run.seq, at: run.at, file: c.path });
      } else {
        io.out(runText(run, p.lang) + replayHint(run.dice, run.result.dice.length));
        io.out(`${BATTLE_LINES.recorded(battle.id, battle.name, run.seq, c.path)[p.lang]}\n`);
      }
      return 0;
    },
    true,
    campaignFile,
  );
};

export const battles: Command = (p, service, io) =>
  readCampaign(p, service, io, (c) => {
    const list = c.battles();
    if (p.json) {
      printJson(io, list);
      return 0;
    }
    if (!list.length) {
      io.out(`${BATTLE_LINES.noBattles(c.name(), p.positionals[0])[p.lang]}\n`);
      return 0;
    }
    io.out(`${BATTLE_LINES.battlesOf(c.name(), list.length)[p.lang]}\n`);
    const map = c.state().map;
    for (const b of list) io.out(`  ${battleLine(b, p.lang, map)}\n`);
    return 0;
  });

export const battle: Command = (p, service, io) => {
  const id = intArg('id', required(p, 'id', OPTION_WORDS.battle), 1);
  const undoRun = p.flags.has('undo-run');
  const format = p.flags.get('format') ?? (p.json && !p.flags.has('out') ? 'json' : 'md');
  if (!['md', 'html', 'json'].includes(format)) throw usage('cli/bad_format', ARG_WORDS.badRecordFormat(format));
  const out = p.flags.get('out');
  if (undoRun && (p.flags.has('format') || out !== undefined)) throw usage('cli/conflicting_options', ARG_WORDS.undoRunPrintsNothing);
  // Only --undo-run writes; printing a record reads the file without changing a byte.
  const open = undoRun ? withCampaign : readCampaign;
  return open(p, service, io, (c) => {
    if (undoRun) {
      const undone = c.undoRun(id);
      if (!undone.ok) return report(io, p, undone.error);
      const { battle, removed } = undone.value;
      if (p.json) printJson(io, { ok: true, battle: infoOf(battle), removed });
      else io.out(`${BATTLE_LINES.runUndone(removed, battle.id, battle.name, battle.runCount)[p.lang]}\n`);
      return 0;
    }
    const record = c.battle(id);
    if (!record.ok) return report(io, p, record.error);
    // The fortress's English name comes from the campaign's map (a custom map without nameEn keeps the Russian one).
    const fortressNames = c.state().map;
    const body = format === 'json' ? JSON.stringify(record.value, null, 2) + '\n' : format === 'html' ? renderBattleHtml(record.value, p.lang, { fontCss: fontFaceCss(), fortressNames }) : renderBattleMarkdown(record.value, p.lang, { fortressNames });
    if (out === undefined) {
      io.out(body);
      return 0;
    }
    const file = writeOutputFile(out, body, c.path);
    const contentType = format === 'json' ? 'application/json' : format === 'html' ? 'text/html; charset=utf-8' : 'text/markdown; charset=utf-8';
    if (p.json) printJson(io, { ok: true, out: file, contentType });
    else io.out(`${BATTLE_LINES.recordWritten(file)[p.lang]}\n`);
    return 0;
  });
};
