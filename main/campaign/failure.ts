/**
 * Failures of the campaign service, as values (the bridge's `Failure`: a stable code and the message
 * in Russian and English). `kind` tells a refusal by the rules of the game (the command line's exit
 * status 2) from every other failure (bad input, a bad file: exit status 1).
 */
import type { Failure } from '../../shared/bridge/contract';
import { type Refusal, type SetupError } from '../../shared/rules/polkovodets';
import { describeRefusal } from '../../shared/vocab';
import { PRESET_ERROR_MESSAGES, type PresetErrorKey } from '../../shared/presets';
import { FileProblem } from '../../db';
import type { ProcedureRefusal } from '../../shared/rules/referee';
import { HistoryDoesNotReplay } from '../../shared/summary';
import { fileProblemMessage, SERVICE_MESSAGES, type ServiceCode } from './messages';

export type FailureKind = 'refusal' | 'failure';

export interface CampaignFailure extends Failure {
  readonly kind: FailureKind;
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: CampaignFailure };

export const success = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

const failed = (error: CampaignFailure): { ok: false; error: CampaignFailure } => ({ ok: false, error });

/** A refusal of the rules engine (an order, an end of move, an appointment, a correction). */
export function refused(refusal: Refusal): { ok: false; error: CampaignFailure } {
  return failed({ kind: 'refusal', code: refusal.code, message: { ru: describeRefusal(refusal, 'ru'), en: describeRefusal(refusal, 'en') }, detail: { ...refusal.detail } });
}

/** A scenario the engine refused: the message names the offending field. */
export function badScenario(error: SetupError): { ok: false; error: CampaignFailure } {
  return failed({ kind: 'failure', code: error.code, message: { ru: describeRefusal(error, 'ru'), en: describeRefusal(error, 'en') }, detail: { ...error.detail, field: error.field } });
}

export function badPreset(key: PresetErrorKey): { ok: false; error: CampaignFailure } {
  return failed({ kind: 'failure', code: key, message: { ...PRESET_ERROR_MESSAGES[key] } });
}

/** A damaged or unreadable file met while reading (thrown by the service's rooms) as a failure value; null for anything else (a bug). */
export function fileFailureOf(e: unknown, file = ''): { ok: false; error: CampaignFailure } | null {
  const problem = asDamage(e, file);
  return problem ? fileFailed(problem) : null;
}

/**
 * A damaged file behind an error: a FileProblem (its file filled in), or a history the summaries
 * could not replay (the log holds an entry the engine refuses). Null for anything else (a bug).
 */
export function asDamage(e: unknown, file = ''): FileProblem | null {
  if (e instanceof HistoryDoesNotReplay) return new FileProblem('file/inconsistent', file, { seq: e.seq, reason: e.code });
  if (!(e instanceof FileProblem)) return null;
  return e.file || !file ? e : new FileProblem(e.code, file, e.detail);
}

export function fileFailed(problem: FileProblem): { ok: false; error: CampaignFailure } {
  return failed({ kind: 'failure', code: problem.code, message: fileProblemMessage(problem), detail: { file: problem.file, ...problem.detail } });
}

/**
 * One of the service's own failures. Undo and setup edits that the position forbids are refusals.
 * `words` names other words for the same code (a redo that reaches too far is 'undo/too_far').
 */
export function serviceFailed(code: ServiceCode, detail: Record<string, string | number | boolean | null> = {}, words: ServiceCode = code): { ok: false; error: CampaignFailure } {
  const m = SERVICE_MESSAGES[words];
  const kind: FailureKind = code.startsWith('undo/') || code === 'campaign/setup_closed' || code === 'battle/nothing_to_undo' ? 'refusal' : 'failure';
  return failed({ kind, code, message: { ru: m.ru(detail), en: m.en(detail) }, detail });
}

/**
 * A referee procedure that did not run: a refusal by the tabletop rules (a bad field, too few
 * gunners, dice that do not fit), or — for an unknown rule set or procedure — a plain failure.
 */
export function refereeFailed(error: ProcedureRefusal): { ok: false; error: CampaignFailure } {
  const kind: FailureKind = error.code === 'referee/unknown_ruleset' || error.code === 'referee/unknown_procedure' ? 'failure' : 'refusal';
  const detail: Record<string, string> = {};
  if (error.field !== undefined) detail.field = error.field;
  if (error.section !== undefined) detail.section = error.section;
  return failed({ kind, code: error.code, message: { ru: error.message.ru, en: error.message.en }, ...(Object.keys(detail).length ? { detail } : {}) });
}

/** Names of campaigns and battles: characters at most. */
export const NAME_MAX = 120;

/**
 * A campaign's or a battle's name refused, with what is wrong (`reason`: empty, length,
 * characters — control and format characters, line separators), or null when it is fine.
 */
export function nameRefused(code: 'campaign/bad_name' | 'battle/bad_name', name: string): { ok: false; error: CampaignFailure } | null {
  const length = [...name].length;
  const reason = length === 0 ? 'empty' : length > NAME_MAX ? 'length' : /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\u2028\u2029]/u.test(name) ? 'characters' : null;
  return reason ? serviceFailed(code, { reason, length, max: NAME_MAX }) : null;
}
