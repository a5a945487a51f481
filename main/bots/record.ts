/**
 * Recording a computer player's move through the campaign service, like a human's: each action in
 * the same log (undoable, verified, printed), with its reason stored as the entry's note. The whole
 * move is one call of `Campaign.record` — one transaction, all of it or nothing — based on the head
 * the move was searched at: if the head moved since, or the engine refuses a step (it never should:
 * the bot proposes only listed orders), nothing is written.
 */
import type { Applied } from '../../shared/bridge/contract';
import { describeExplanation, type BotLevel, type BotStep } from '../../shared/bots';
import type { ActionNote, GameState } from '../../shared/rules/polkovodets';
import { historyLength } from '../../shared/bots/plan';
import type { Outcome } from '../campaign/failure';
import type { Campaign, RecordStep } from '../campaign/service';

/**
 * The note a bot's step leaves in the log: its level and its reason in both languages, a fortress
 * named as the campaign's map names it in each (its `nameEn` in English).
 */
export const noteOf = (step: BotStep, level: BotLevel): ActionNote => ({
  by: 'bot',
  level,
  code: step.explanation.code,
  detail: step.explanation.detail,
  ru: describeExplanation(step.explanation, 'ru', step.before.map),
  en: describeExplanation(step.explanation, 'en', step.before.map),
});

/** The steps as the service records them: each action with its reason as the note. */
export const recordSteps = (level: BotLevel, steps: readonly BotStep[]): RecordStep[] => steps.map((step) => ({ action: step.action, note: noteOf(step, level) }));

/**
 * The steps the game master kept, as recorded: an end of move kept after some orders were unticked
 * says how many orders were really given (issue 22), not how many the machine proposed.
 */
export function keptSteps(steps: readonly BotStep[]): BotStep[] {
  const orders = steps.filter((s) => s.action.kind === 'order').length;
  return steps.map((s) => (s.explanation.code === 'ends_move' ? { ...s, explanation: { ...s.explanation, detail: { ...s.explanation.detail, orders } } } : s));
}

/** Record the steps, all of them or none, at the head `basedOn`. The answer is the last step's, with every step's events. */
export function recordBotSteps(c: Campaign, level: BotLevel, steps: readonly BotStep[], basedOn: number): Outcome<Applied> {
  return c.record(recordSteps(level, steps), { basedOn });
}

/**
 * The starts of the last army moves on the campaign's current chain, oldest first (the positions
 * after each of the last end-of-move entries): `strong` reads them so its commanders do not return
 * to cells they left lately (shared/bots/plan.ts). Only strong needs them.
 */
export function recentMoveStarts(c: Campaign, level: BotLevel): GameState[] {
  if (level !== 'strong') return [];
  const ends = c.history().filter((e) => e.kind === 'end_move').slice(-historyLength(c.state().armies.length));
  const out: GameState[] = [];
  for (const e of ends) {
    const s = c.stateAt(e.seq);
    if (s.ok) out.push(s.value);
  }
  return out;
}
