/**
 * The battle record's tables (schema 2) behind typed, prepared statements. Like CampaignStore: no
 * rules and no transactions here; the campaign service decides what to write.
 */
import type Database from 'better-sqlite3';

export interface BattleRow {
  readonly id: number;
  readonly name: string;
  readonly turn: number | null;
  readonly fortress: string | null;
  readonly created_at: string;
  /** Runs stored in the battle (a read-only aggregate). */
  readonly runs: number;
  readonly last_run_at: string | null;
}

export interface BattleRunRow {
  readonly battle_id: number;
  readonly seq: number;
  readonly ruleset: string;
  readonly procedure: string;
  readonly input: string;
  readonly dice_kind: 'typed' | 'seeded';
  readonly dice: string | null;
  readonly seed: number | null;
  readonly result: string;
  readonly at: string;
}

const BATTLE_COLUMNS = `b.id, b.name, b.turn, b.fortress, b.created_at,
  (SELECT COUNT(*) FROM battle_run r WHERE r.battle_id = b.id) AS runs,
  (SELECT MAX(r.at) FROM battle_run r WHERE r.battle_id = b.id) AS last_run_at`;
const RUN_COLUMNS = 'battle_id, seq, ruleset, procedure, input, dice_kind, dice, seed, result, at';

export class BattleStore {
  private readonly s;

  constructor(db: Database.Database) {
    const p = <R = unknown>(sql: string) => db.prepare<unknown[], R>(sql);
    this.s = {
      insertBattle: p('INSERT INTO battle (name, turn, fortress, created_at) VALUES (?, ?, ?, ?)'),
      battle: p<BattleRow>(`SELECT ${BATTLE_COLUMNS} FROM battle b WHERE b.id = ?`),
      battles: p<BattleRow>(`SELECT ${BATTLE_COLUMNS} FROM battle b ORDER BY b.id`),
      insertRun: p(`INSERT INTO battle_run (${RUN_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
      runs: p<BattleRunRow>(`SELECT ${RUN_COLUMNS} FROM battle_run WHERE battle_id = ? ORDER BY seq`),
      lastRun: p<BattleRunRow>(`SELECT ${RUN_COLUMNS} FROM battle_run WHERE battle_id = ? ORDER BY seq DESC LIMIT 1`),
      deleteRun: p('DELETE FROM battle_run WHERE battle_id = ? AND seq = ?'),
    };
  }

  insertBattle(name: string, turn: number | null, fortress: string | null, at: string): number {
    return Number(this.s.insertBattle.run(name, turn, fortress, at).lastInsertRowid);
  }

  battle(id: number): BattleRow | undefined {
    return this.s.battle.get(id);
  }

  battles(): BattleRow[] {
    return this.s.battles.all();
  }

  /** Append a run; the triggers refuse any seq but the next one. */
  appendRun(r: BattleRunRow): void {
    this.s.insertRun.run(r.battle_id, r.seq, r.ruleset, r.procedure, r.input, r.dice_kind, r.dice, r.seed, r.result, r.at);
  }

  runs(battleId: number): BattleRunRow[] {
    return this.s.runs.all(battleId);
  }

  lastRun(battleId: number): BattleRunRow | undefined {
    return this.s.lastRun.get(battleId);
  }

  /** Remove the last run of a battle (the triggers refuse any other). */
  removeRun(battleId: number, seq: number): void {
    this.s.deleteRun.run(battleId, seq);
  }
}
