/**
 * Battles of the tabletop referee. They sit beside the order log, not in it: undoing or redoing
 * orders never touches them, and they have their own undo (the last run of a battle).
 */
import { BattleStore } from '../../db';
import type { BattleInfo, BattleRecord, BattleRun } from '../../shared/rules/referee/record';
import type { CampaignContext } from './context';
import { nameRefused, serviceFailed, success, type CampaignFailure, type Outcome } from './failure';
import { battleInfoOf, battleRunOf, diceSourceOf, drawSeed, runReferee, runRowOf, type RunRequest } from './referee';
import type { NewBattle } from './types';

export class CampaignBattles {
  // Prepared on first use: a store over schema-2 tables must not be built for an older test schema.
  private store: BattleStore | null = null;

  constructor(private readonly ctx: CampaignContext) {}

  /** Every battle of the campaign, oldest first. */
  battles(): BattleInfo[] {
    return this.ctx.read(() => this.table().battles().map(battleInfoOf));
  }

  /** One battle with all its runs. */
  battle(id: number): Outcome<BattleRecord> {
    return this.ctx.guard(() => {
      this.ctx.refresh();
      const record = this.record(id);
      return record ? success(record) : this.noBattle(id);
    });
  }

  createBattle(battle: NewBattle): Outcome<BattleRecord> {
    const { ctx } = this;
    const name = typeof battle.name === 'string' ? battle.name.trim() : '';
    const badName = nameRefused('battle/bad_name', name);
    if (badName) return badName;
    const fortress = typeof battle.fortress === 'string' && battle.fortress.trim() ? battle.fortress.trim() : null;
    return ctx.guard(() => {
      ctx.refresh();
      const turn = battle.turn ?? null;
      const current = ctx.head.state.turn;
      if (turn !== null && (!Number.isInteger(turn) || turn < 1 || turn > current)) return serviceFailed('battle/bad_turn', { turn: String(turn), current });
      const known = ctx.map.fortresses.map((f) => f.name);
      if (fortress !== null && !known.includes(fortress)) return serviceFailed('battle/unknown_fortress', { fortress, known: known.join(', ') });
      const id = ctx.db.transaction(() => this.table().insertBattle(name, turn, fortress, ctx.now())).immediate();
      return this.found(id);
    });
  }

  /**
   * Run a referee procedure into a battle. Without dice and seed the console rolls: it draws a seed,
   * logs it and stores it, so the run replays to the same dice. A refusal is returned, never stored.
   */
  runInBattle(battleId: number, request: RunRequest): Outcome<{ battle: BattleRecord; run: BattleRun }> {
    const { ctx } = this;
    const rolled = (request.dice === undefined || request.dice === null) && (request.seed === undefined || request.seed === null);
    const dice = diceSourceOf(request, ctx.service.options.drawSeed ?? drawSeed);
    if (!dice.ok) return dice;
    return ctx.guard(() => {
      const outcome = ctx.db
        .transaction((): Outcome<number> => {
          const table = this.table();
          if (!table.battle(battleId)) return this.noBattle(battleId);
          const ran = runReferee(request, dice.value);
          if (!ran.ok) return ran;
          const seq = (table.lastRun(battleId)?.seq ?? 0) + 1;
          table.appendRun(runRowOf(battleId, seq, ran.value, ctx.now()));
          return success(seq);
        })
        .immediate();
      if (!outcome.ok) return outcome;
      if (rolled && dice.value.kind === 'seeded') {
        ctx.service.options.onInfo?.(`referee: seed ${dice.value.seed} drawn for ${request.ruleset}/${request.procedure}`, { battle: battleId, run: outcome.value, seed: dice.value.seed });
      }
      const battle = this.found(battleId);
      if (!battle.ok) return battle;
      return success({ battle: battle.value, run: battle.value.runs[battle.value.runs.length - 1] });
    });
  }

  /** Take back the last run of a battle (a slip at the table). */
  undoRun(battleId: number): Outcome<{ battle: BattleRecord; removed: BattleRun }> {
    return this.ctx.guard(() => {
      const outcome = this.ctx.db
        .transaction((): Outcome<BattleRun> => {
          const table = this.table();
          if (!table.battle(battleId)) return this.noBattle(battleId);
          const last = table.lastRun(battleId);
          if (!last) return serviceFailed('battle/nothing_to_undo', { id: battleId });
          table.removeRun(battleId, last.seq);
          return success(battleRunOf(last));
        })
        .immediate();
      if (!outcome.ok) return outcome;
      const battle = this.found(battleId);
      return battle.ok ? success({ battle: battle.value, removed: outcome.value }) : battle;
    });
  }

  private table(): BattleStore {
    this.store ??= new BattleStore(this.ctx.db);
    return this.store;
  }

  private record(id: number): BattleRecord | null {
    const table = this.table();
    const row = table.battle(id);
    if (!row) return null;
    return { ...battleInfoOf(row), campaign: this.ctx.name, runs: table.runs(id).map(battleRunOf) };
  }

  private found(id: number): Outcome<BattleRecord> {
    const record = this.record(id);
    return record ? success(record) : this.noBattle(id);
  }

  private noBattle(id: number): { ok: false; error: CampaignFailure } {
    const known = this.table()
      .battles()
      .map((b) => `${b.id} «${b.name}»`);
    return serviceFailed('battle/not_found', { id: String(id), known: known.length ? known.slice(-10).join(', ') : null });
  }
}
