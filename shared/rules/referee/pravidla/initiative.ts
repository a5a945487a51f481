/** INICIATIVA: who starts the turn (seed 003). */
import { bi, type ProcedureDef } from '../procedure';
import { SECTION, Worksheet, num, refuse } from './common';

const S = SECTION.initiative;
export const ATTACKER_BONUS = 1;
/** Rounds of re-rolls before giving up (typed dice run out long before; a seed never gets near). */
export const MAX_ROUNDS = 100;

export interface InitiativeRound {
  /** Players (1-based) rolling this round. */
  readonly players: readonly number[];
  readonly dice: readonly number[];
  /** Die plus the attacker's +1. */
  readonly totals: readonly number[];
}

export interface InitiativeOutcome {
  /** The player (1-based) who starts. */
  readonly winner: number;
  readonly rounds: readonly InitiativeRound[];
}

export const initiative: ProcedureDef<InitiativeOutcome> = {
  ruleset: 'pravidla',
  id: 'initiative',
  title: bi('Инициатива: кто начинает ход', 'Initiative: who starts the turn'),
  section: S,
  ruleText: 'Před každým tahem se hází kostkou tzv. INICIATIVA tj. "kdo začíná". Komu padne vyšší číslo začíná. Útočník (tj. ten kdo začínal) z minulého tahu si k hozenému číslu připočítá +1. Pokud padne nejvyšší číslo dvěma a více hráčům, hází tito znovu.',
  fields: [
    { name: 'players', spec: { kind: 'int', min: 2, max: 6 }, label: bi('Игроков', 'Players'), default: 2 },
    {
      name: 'lastAttacker',
      spec: { kind: 'int', min: 0, max: 6 },
      label: bi('Кто начинал прошлый ход (номер игрока)', 'Who started the last turn (player number)'),
      help: bi('0 — первый ход, прибавки нет.', '0 — the first turn, no bonus.'),
      default: 0,
    },
  ],
  diceHelp: bi(
    'по d6 на каждого игрока по порядку номеров; при ничьей наверху — ещё по d6 на каждого из сравнявшихся, по порядку',
    'one d6 per player in player order; on a tie at the top, one more d6 for each tied player, in order',
  ),
  body(values, cup) {
    const w = new Worksheet();
    const players = num(values, 'players');
    const attacker = num(values, 'lastAttacker');
    if (attacker > players) {
      return refuse('pravidla/no_such_player', `Игрока ${attacker} нет: игроков ${players}.`, `There is no player ${attacker}: ${players} players.`, 'lastAttacker', S);
    }
    if (attacker > 0) {
      w.reading(
        'Ничья наверху считается по суммам с +1 атакующего, и при переброске атакующий снова прибавляет +1 («k hozenému číslu» — к любому своему броску).',
        'A tie at the top is judged on the totals with the attacker\'s +1, and in a re-roll the attacker again adds +1 ("k hozenému číslu" — to any number he rolls).',
      );
    }

    const rounds: InitiativeRound[] = [];
    let rolling = Array.from({ length: players }, (_, i) => i + 1);
    for (let round = 1; round <= MAX_ROUNDS; round++) {
      const dice = rolling.map((p) => cup.roll(bi(`инициатива, игрок ${p}${round > 1 ? ', переброс' : ''}`, `initiative, player ${p}${round > 1 ? ', re-roll' : ''}`)));
      const totals = rolling.map((p, i) => dice[i] + (p === attacker ? ATTACKER_BONUS : 0));
      if (rolling.includes(attacker)) {
        w.modifier(ATTACKER_BONUS, S, `игрок ${attacker} начинал прошлый ход (бросок ${round})`, `player ${attacker} started the last turn (roll ${round})`);
      }
      rounds.push({ players: rolling, dice, totals });
      const top = Math.max(...totals);
      const tied = rolling.filter((_, i) => totals[i] === top);
      const shown = rolling.map((p, i) => `${p}: ${dice[i]}${p === attacker ? '+1' : ''}=${totals[i]}`).join('; ');
      w.step(S, `Бросок ${round} — ${shown}.`, `Roll ${round} — ${shown}.`);
      if (tied.length === 1) {
        const winner = tied[0];
        w.step(S, `Наибольшее ${top} у игрока ${winner} — он начинает.`, `The highest, ${top}, is player ${winner}'s — he starts.`);
        return {
          ok: true,
          outcome: { winner, rounds },
          summary: bi(`Начинает игрок ${winner}.`, `Player ${winner} starts.`),
          tableRow: bi(`наибольшее число (${top}) — начинает`, `highest number (${top}) — starts`),
          modifiers: w.modifiers,
          steps: w.steps,
          readings: w.readings,
        };
      }
      w.step(S, `Наибольшее ${top} у игроков ${tied.join(', ')} — они бросают снова.`, `The highest, ${top}, is shared by players ${tied.join(', ')} — they roll again.`);
      rolling = tied;
    }
    return refuse('pravidla/initiative_unresolved', `Ничья после ${MAX_ROUNDS} бросков.`, `Still tied after ${MAX_ROUNDS} rolls.`, undefined, S);
  },
};
