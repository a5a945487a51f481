/**
 * Who moves first (the club rules' opening lines, before section 1): drawn by lot after both
 * armies are set out. The seed does not say how; we read the lot as a d6 each, higher first.
 */
import { bi, type ProcedureDef } from '../procedure';
import { Working } from './common';
import { seedText } from './seed-text';

/** Ties are rolled again; this only bounds a seeded run. */
const MAX_LOT_ROUNDS = 100;

export interface FirstPlayerOutcome {
  readonly first: 'A' | 'B' | null;
  readonly rounds: readonly (readonly [number, number])[];
}

export const firstPlayer: ProcedureDef<FirstPlayerOutcome> = {
  ruleset: 'club',
  id: 'first-player',
  title: bi('Жребий: кто ходит первым', 'The lot: who moves first'),
  section: 'вступление',
  ruleText: seedText('вступление-1', 'вступление-2', 'вступление-3'),
  fields: [],
  diceHelp: bi('по d6 за сторону А, затем за сторону Б; при равенстве — ещё пара', 'a d6 for side A, then one for side B; another pair on a tie'),
  body: (_values, cup) => {
    const work = new Working();
    work.step('вступление', 'Армии расставлены; кто ходит первым, решает жребий.', 'The armies are set out; the lot decides who moves first.');
    const rounds: [number, number][] = [];
    let first: 'A' | 'B' | null = null;
    for (let round = 1; round <= MAX_LOT_ROUNDS && first === null; round++) {
      const a = cup.roll(bi(`жребий, сторона А, бросок ${round}`, `lot, side A, roll ${round}`));
      const b = cup.roll(bi(`жребий, сторона Б, бросок ${round}`, `lot, side B, roll ${round}`));
      rounds.push([a, b]);
      if (a === b) work.step('вступление', `А ${a} : Б ${b} — поровну, бросают снова.`, `A ${a} : B ${b} — equal, roll again.`);
      else {
        first = a > b ? 'A' : 'B';
        work.step('вступление', `А ${a} : Б ${b} — первой ходит сторона ${first === 'A' ? 'А' : 'Б'}.`, `A ${a} : B ${b} — side ${first} moves first.`);
      }
    }
    work.step('вступление', 'Игроки ходят по очереди; несколько игроков одной стороны ходят по очереди в рамках хода своей стороны и могут помогать друг другу войсками и командирами.', 'Players move in turn; several players of one side move in turn within their side\'s turn and may help each other with troops and commanders.');
    return {
      ok: true,
      outcome: { first, rounds },
      summary: first === null ? bi('Жребий не решён — бросайте снова.', 'The lot is undecided — roll again.') : bi(`Первой ходит сторона ${first === 'A' ? 'А' : 'Б'}.`, `Side ${first} moves first.`),
      steps: work.steps,
      tableRow: bi('Больше выпало — ходит первым; поровну — перебросить.', 'Higher roll moves first; equal — roll again.'),
      readings: [bi('Правила не говорят, как тянуть жребий: каждая сторона бросает d6, больший ходит первым, при равенстве — переброс.', 'The rules do not say how the lot is drawn: each side rolls a d6, the higher moves first, equal rolls are rolled again.')],
    };
  },
};
