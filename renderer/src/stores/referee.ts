/**
 * The referee tab (issue 7): which rule set and procedure the game master is at, the form of each
 * procedure (kept while he moves between them), the dice typed at the table or left to the console,
 * and the battle record of the open campaign. The procedures and their forms come from
 * shared/rules/referee directly; running and recording go through the bridge (`referee.*`), so a
 * run is judged and stored by the console, never here.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { BattleInfo, BattleRecord, BattleRun, Bilingual, CallArgs, Failure } from '../../../shared/bridge/contract';
import { findProcedure, PROCEDURES, RULESET_IDS, type ProcedureDef, type RulesetId } from '../../../shared/rules/referee';
import { useBridge } from '../bridge/provide';
import { buildInput, initialValues, needsNoDice, parseDice, type FormValue, type FormValues } from '../referee/form';
import type { Outcome } from './campaign';

export type DiceMode = 'typed' | 'rolled';

/** Why the last run did not happen, in words; `field` names the input at fault. */
export interface RefereeProblem {
  readonly code: string;
  readonly message: Bilingual;
  readonly field?: string;
  readonly section?: string;
}

export interface NewBattle {
  readonly name: string;
  readonly turn?: number | null;
  readonly fortress?: string | null;
}

const formKey = (ruleset: string, id: string) => `${ruleset}/${id}`;

const problemOf = (e: Failure): RefereeProblem => {
  const field = typeof e.detail?.field === 'string' ? e.detail.field : undefined;
  const section = typeof e.detail?.section === 'string' ? e.detail.section : undefined;
  return { code: e.code, message: e.message, ...(field ? { field } : {}), ...(section ? { section } : {}) };
};

export const useRefereeStore = defineStore('referee', () => {
  const battles = shallowRef<BattleInfo[]>([]);
  /** The battle open in the record, with its runs. */
  const battle = shallowRef<BattleRecord | null>(null);
  const ruleset = ref<RulesetId>('club');
  const procedureId = ref<string>(PROCEDURES.club[0].id);
  /** Each procedure's form, by `ruleset/procedure`: switching away and back keeps what was typed. */
  const forms = ref<Record<string, FormValues>>({ [formKey('club', PROCEDURES.club[0].id)]: initialValues(PROCEDURES.club[0]) });
  const diceMode = ref<DiceMode>('typed');
  const diceText = ref('');
  /** The run whose working is shown (null: the battle's last). */
  const shownSeq = ref<number | null>(null);
  const problem = shallowRef<RefereeProblem | null>(null);
  const busy = ref(0);
  /** The campaign the record was loaded for. */
  const loadedFor = ref<string | null>(null);
  let generation = 0;

  const procedures = computed<readonly ProcedureDef[]>(() => PROCEDURES[ruleset.value]);
  const procedure = computed<ProcedureDef>(() => findProcedure(ruleset.value, procedureId.value) ?? PROCEDURES[ruleset.value][0]);
  const values = computed<FormValues>(() => forms.value[formKey(ruleset.value, procedure.value.id)] ?? {});
  const noDice = computed(() => needsNoDice(procedure.value));
  const shownRun = computed<BattleRun | null>(() => {
    const runs = battle.value?.runs ?? [];
    return runs.find((r) => r.seq === shownSeq.value) ?? runs[runs.length - 1] ?? null;
  });

  async function call<K extends 'referee.battles' | 'referee.battle' | 'referee.createBattle' | 'referee.run' | 'referee.undoRun'>(name: K, args: CallArgs<K>) {
    busy.value++;
    try {
      return await useBridge().call(name, args);
    } finally {
      busy.value--;
    }
  }

  // --- The record ------------------------------------------------------------------------------

  /** Load the campaign's battles (on opening the tab, and when another window changed one). */
  async function load(path: string): Promise<void> {
    const g = ++generation;
    if (loadedFor.value !== path) {
      battles.value = [];
      battle.value = null;
      shownSeq.value = null;
      problem.value = null;
    }
    loadedFor.value = path;
    const r = await call('referee.battles', {});
    if (g !== generation) return;
    if (!r.ok) {
      problem.value = problemOf(r.error);
      return;
    }
    battles.value = r.value;
    const keep = battle.value && r.value.some((b) => b.id === battle.value!.id) ? battle.value.id : (r.value[r.value.length - 1]?.id ?? null);
    if (keep === null) battle.value = null;
    else await openBattle(keep, { keepShown: keep === battle.value?.id });
  }

  /** Show one battle with its runs (its last run's working, unless asked to keep the one shown). */
  async function openBattle(id: number, options: { keepShown?: boolean } = {}): Promise<Outcome> {
    const g = generation;
    const r = await call('referee.battle', { id });
    if (!r.ok) {
      problem.value = problemOf(r.error);
      return { ok: false, error: r.error };
    }
    if (g !== generation) return { ok: true, value: null };
    setBattle(r.value);
    if (!options.keepShown) {
      shownSeq.value = null;
      problem.value = null;
    }
    return { ok: true, value: null };
  }

  function setBattle(b: BattleRecord): void {
    battle.value = b;
    const info: BattleInfo = { id: b.id, name: b.name, turn: b.turn, fortress: b.fortress, createdAt: b.createdAt, runCount: b.runCount, lastRunAt: b.lastRunAt };
    battles.value = battles.value.some((x) => x.id === b.id) ? battles.value.map((x) => (x.id === b.id ? info : x)) : [...battles.value, info];
  }

  async function createBattle(args: NewBattle): Promise<Outcome<BattleRecord>> {
    const r = await call('referee.createBattle', { name: args.name, ...(args.turn != null ? { turn: args.turn } : {}), ...(args.fortress ? { fortress: args.fortress } : {}) });
    if (!r.ok) return { ok: false, error: r.error };
    generation++;
    setBattle(r.value);
    shownSeq.value = null;
    problem.value = null;
    return { ok: true, value: r.value };
  }

  // --- The form --------------------------------------------------------------------------------

  /** The procedure last open in each rule set (coming back finds it again). */
  const lastIn: Partial<Record<RulesetId, string>> = {};

  function selectRuleset(id: RulesetId): void {
    if (!RULESET_IDS.includes(id) || id === ruleset.value) return;
    lastIn[ruleset.value] = procedureId.value;
    ruleset.value = id;
    selectProcedure(lastIn[id] ?? PROCEDURES[id][0].id);
  }

  function selectProcedure(id: string): void {
    const def = findProcedure(ruleset.value, id);
    if (!def) return;
    procedureId.value = def.id;
    const key = formKey(ruleset.value, def.id);
    if (!forms.value[key]) forms.value[key] = initialValues(def);
    problem.value = null;
  }

  function setValue(name: string, value: FormValue): void {
    const key = formKey(ruleset.value, procedure.value.id);
    forms.value[key] = { ...(forms.value[key] ?? initialValues(procedure.value)), [name]: value };
    if (problem.value?.field === name) problem.value = null;
  }

  /** Back to the defaults of the procedure. */
  function resetForm(): void {
    forms.value[formKey(ruleset.value, procedure.value.id)] = initialValues(procedure.value);
    problem.value = null;
  }

  /** Put a recorded run's procedure and inputs back into the form (to run the like again). */
  function reuseRun(run: BattleRun): void {
    const def = findProcedure(run.ruleset, run.procedure);
    if (!def) return;
    ruleset.value = def.ruleset;
    procedureId.value = def.id;
    const given = typeof run.input === 'object' && run.input !== null ? (run.input as Record<string, unknown>) : {};
    const start = initialValues(def);
    for (const f of def.fields) {
      const v = given[f.name];
      if (v === undefined) continue;
      start[f.name] = typeof v === 'number' ? String(v) : (v as FormValue);
    }
    forms.value[formKey(def.ruleset, def.id)] = start;
    problem.value = null;
  }

  // --- Runs ------------------------------------------------------------------------------------

  /**
   * Run the procedure in the open battle: the dice typed (or none), or rolled by the console. The
   * number fields are read in the window's language (`locale`: its thousands separators).
   */
  async function run(locale = 'ru'): Promise<Outcome<BattleRun>> {
    const b = battle.value;
    const fail = (p: RefereeProblem): Outcome<BattleRun> => {
      problem.value = p;
      return { ok: false, error: { code: p.code, message: p.message, ...(p.field ? { detail: { field: p.field } } : {}) } };
    };
    if (!b) return fail({ code: 'referee/no_battle', message: { ru: 'Сначала начните бой: прогоны записываются в бой.', en: 'Open a battle first: runs are recorded in a battle.' } });
    const def = procedure.value;
    const built = buildInput(def, values.value, locale);
    if (!built.ok) return fail({ code: 'form/bad_field', message: built.message, field: built.field });
    let dice: number[] | null = null;
    if (noDice.value) dice = [];
    else if (diceMode.value === 'typed') {
      const parsed = parseDice(diceText.value);
      if (!parsed.ok) return fail({ code: 'form/bad_dice', message: parsed.message, field: '@dice' });
      dice = parsed.dice;
    }
    const r = await call('referee.run', { battleId: b.id, ruleset: def.ruleset, procedure: def.id, input: built.input, ...(dice ? { dice } : {}) });
    if (!r.ok) return fail(problemOf(r.error));
    generation++;
    setBattle(r.value.battle);
    shownSeq.value = r.value.run.seq;
    problem.value = null;
    if (diceMode.value === 'typed') diceText.value = '';
    return { ok: true, value: r.value.run };
  }

  /** Take back the battle's last run. */
  async function undoRun(): Promise<Outcome<BattleRun>> {
    const b = battle.value;
    if (!b) return { ok: false, error: { code: 'referee/no_battle', message: { ru: 'Бой не выбран.', en: 'No battle is open.' } } };
    const r = await call('referee.undoRun', { battleId: b.id });
    if (!r.ok) {
      problem.value = problemOf(r.error);
      return { ok: false, error: r.error };
    }
    generation++;
    setBattle(r.value.battle);
    shownSeq.value = null;
    problem.value = null;
    return { ok: true, value: r.value.removed };
  }

  function showRun(seq: number): void {
    shownSeq.value = seq;
    problem.value = null;
  }

  /** Follow battles changed elsewhere (another window, the command line); returns the unsubscribe. */
  function follow(): () => void {
    return useBridge().on('campaign.changed', (p) => {
      if (p.battle === undefined || p.path !== loadedFor.value) return;
      // Our own change already shows; another window's is fetched.
      if (battle.value?.id === p.battle && busy.value > 0) return;
      void load(p.path);
    });
  }

  return {
    battles, battle, ruleset, procedureId, forms, diceMode, diceText, shownSeq, problem, busy, loadedFor,
    procedures, procedure, values, noDice, shownRun,
    load, openBattle, createBattle, selectRuleset, selectProcedure, setValue, resetForm, reuseRun, run, undoRun, showRun, follow,
  };
});
