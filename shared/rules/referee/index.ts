/**
 * The tabletop referee: every procedure of the four miniature rule sets, by rule set and id.
 * `polk referee RULESET PROCEDURE`, the referee tab and the battle record all look them up here.
 */
import { buildingsProcedures } from './buildings';
import { clubProcedures } from './club';
import { pravidlaProcedures } from './pravidla';
import { RULESETS, runProcedure, type DiceSource, type ProcedureDef, type ProcedureOutcome, type RulesetId } from './procedure';
import { skirmishersProcedures } from './skirmishers';

export * from './procedure';
export { sectionText, refereeText } from './sections';

export const PROCEDURES: Readonly<Record<RulesetId, readonly ProcedureDef[]>> = {
  club: clubProcedures,
  buildings: buildingsProcedures,
  pravidla: pravidlaProcedures,
  skirmishers: skirmishersProcedures,
};

export const RULESET_IDS = Object.keys(RULESETS) as RulesetId[];

export const isRulesetId = (v: unknown): v is RulesetId => typeof v === 'string' && (RULESET_IDS as string[]).includes(v);

export function findProcedure(ruleset: string, id: string): ProcedureDef | undefined {
  return isRulesetId(ruleset) ? PROCEDURES[ruleset].find((p) => p.id === id) : undefined;
}

/** Look up and run one procedure; unknown names are refusals like any other. */
export function referee(ruleset: string, id: string, input: unknown, dice: DiceSource): ProcedureOutcome {
  if (!isRulesetId(ruleset)) {
    return { ok: false, error: { code: 'referee/unknown_ruleset', message: { ru: `Нет свода правил «${ruleset}». Есть: ${RULESET_IDS.join(', ')}.`, en: `No rule set "${ruleset}". Known: ${RULESET_IDS.join(', ')}.` } } };
  }
  const def = findProcedure(ruleset, id);
  if (!def) {
    const known = PROCEDURES[ruleset].map((p) => p.id).join(', ');
    return { ok: false, error: { code: 'referee/unknown_procedure', message: { ru: `В своде «${ruleset}» нет процедуры «${id}». Есть: ${known}.`, en: `Rule set "${ruleset}" has no procedure "${id}". Known: ${known}.` } } };
  }
  return runProcedure(def, input, dice);
}
