/**
 * Recording a computer player's move through the campaign service, like a human's: each action in
 * the same log (undoable, verified, printed), with its reason stored as the entry's note. If the
 * service refuses an action (it never should: the bot proposes only listed orders), the actions
 * already recorded are taken back, so the campaign is as it was.
 */
import type { Applied } from '../../shared/bridge/contract';
import { describeExplanation, type BotLevel, type BotStep } from '../../shared/bots';
import { plainOrder, type ActionNote } from '../../shared/rules/polkovodets';
import type { Outcome } from '../campaign/failure';
import type { Campaign } from '../campaign/service';

/** The note a bot's step leaves in the log: its level and its reason in both languages. */
export const noteOf = (step: BotStep, level: BotLevel): ActionNote => ({
  by: 'bot',
  level,
  code: step.explanation.code,
  detail: step.explanation.detail,
  ru: describeExplanation(step.explanation, 'ru'),
  en: describeExplanation(step.explanation, 'en'),
});

/** Record the steps in order; all of them, or none. The answer is the last step's, with every step's events. */
export function recordBotSteps(c: Campaign, level: BotLevel, steps: readonly BotStep[]): Outcome<Applied | null> {
  let recorded = 0;
  let last: Applied | null = null;
  const events: Applied['events'][number][] = [];
  for (const step of steps) {
    const a = step.action;
    const note = noteOf(step, level);
    const outcome = a.kind === 'order' ? c.submitOrder(plainOrder(a.order), note) : a.kind === 'appoint' ? c.appointMarshal(a.at, note) : a.kind === 'end_move' ? c.endMove(note) : null;
    if (outcome === null) throw new Error(`bot: a ${a.kind} is not a bot's action`);
    if (!outcome.ok) {
      if (recorded) c.undo(recorded);
      return outcome;
    }
    recorded++;
    events.push(...outcome.value.events);
    last = { ...outcome.value, events };
  }
  return { ok: true, value: last };
}
