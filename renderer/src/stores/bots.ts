/**
 * The console's computer player as the window sees it (issue 15, docs/bots.md): which armies the
 * console plays (seats, stored in the campaign), and the proposal for the army to move — started
 * with `bots.propose`; while the search runs in the console's bots worker its progress, and then the
 * finished proposal, arrive as `bots.changed` events (no polling; `bots.job` once, for a proposal
 * this window did not start), then drawn on the map step by step. The game master accepts it whole, keeps
 * some steps and plays on by hand, or rejects it (nothing is written). With auto-play, the console
 * proposes and accepts at once at the army's move. Every rule stays in the console: this store only
 * calls the bridge and remembers which steps are kept.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { BotJobView, BotSeats, Failure } from '../../../shared/bridge/contract';
import type { BotLevel } from '../../../shared/bots/types';
import type { Army } from '../../../shared/rules/polkovodets';
import { useBridge } from '../bridge/provide';
import { useCampaignStore } from './campaign';

export const useBotsStore = defineStore('bots', () => {
  const campaign = useCampaignStore();
  const seats = shallowRef<BotSeats>({});
  const job = shallowRef<BotJobView | null>(null);
  /** Indices of the proposal's steps the game master keeps (all, when it arrives). */
  const kept = ref<Set<number>>(new Set());
  const failure = shallowRef<Failure | null>(null);
  /** The step whose row is under the pointer: its arrow is lit on the map. */
  const lit = ref<number | null>(null);
  /** Kept steps the others make illegal (the console's dry run, `bots.check`), with the engine's refusal. */
  const refused = shallowRef<ReadonlyMap<number, { ru: string; en: string }>>(new Map());
  /** A proposal asked for and not yet answered: the button waits, and `propose` sends no second ask (a double click, auto-play's watch firing again). */
  const starting = ref(false);
  let off: (() => void) | null = null;
  /** Auto-play paused after a failure, until the game master changes a seat or proposes by hand. */
  let autoPaused = false;

  const toMove = computed<Army | null>(() => (campaign.playing ? campaign.view!.state.toMove : null));
  const seatToMove = computed(() => (toMove.value ? seats.value[toMove.value] ?? null : null));
  const running = computed(() => job.value?.status === 'running');
  /** The finished proposal for the position shown, if any. */
  const proposal = computed(() => {
    const j = job.value;
    return j && j.status === 'done' && j.steps && campaign.view && j.path === campaign.view.path && j.seq === campaign.view.seq && campaign.live ? j : null;
  });

  async function loadSeats(): Promise<void> {
    const r = await useBridge().call('bots.seats', {});
    seats.value = r.ok ? r.value.seats : {};
  }

  function init(): void {
    off?.();
    off = useBridge().on('bots.changed', (p) => {
      if (!campaign.view || p.path !== campaign.view.path) return;
      if (p.proposal) void arrived(p.proposal);
      else if (p.job !== null && job.value?.job !== p.job) void follow(p.job);
      else void loadSeats();
    });
  }

  async function setSeat(army: Army, level: BotLevel | null, auto = false): Promise<void> {
    autoPaused = false;
    const r = await useBridge().call('bots.setSeat', { army, level, auto });
    if (r.ok) seats.value = r.value.seats;
    else failure.value = r.error;
  }

  /** A proposal this window did not start (another window's, or one running when it opened): ask where it stands, once. */
  async function follow(id: number): Promise<void> {
    const r = await useBridge().call('bots.job', { job: id });
    if (r.ok) await arrived(r.value);
    else if (job.value?.job === id) job.value = null;
  }

  /** News of a proposal (an event, or a reply): newer than what is shown, it is shown; finished, its steps are all kept. */
  async function arrived(next: BotJobView): Promise<void> {
    const shown = job.value;
    // A reply can come after an event that already told more (the search ended before `bots.propose` answered).
    if (shown && shown.job === next.job && shown.status !== 'running') return;
    if (shown && shown.job > next.job) return;
    job.value = next;
    if (next.status === 'done') {
      kept.value = new Set(next.steps!.map((_, i) => i));
      refused.value = new Map();
      if (seatToMove.value?.auto && !autoPaused && proposal.value) await accept();
    } else if (next.status === 'failed') {
      failure.value = next.error ?? null;
      autoPaused = true;
    }
  }

  async function propose(options: { budget?: number } = {}): Promise<void> {
    // A second search would stop the first one (the console runs one at a time) and start over.
    if (starting.value) return;
    failure.value = null;
    starting.value = true;
    const r = await useBridge()
      .call('bots.propose', options)
      .finally(() => (starting.value = false));
    if (!r.ok) {
      failure.value = r.error;
      autoPaused = true;
      return;
    }
    kept.value = new Set();
    await arrived(r.value);
  }

  async function cancel(): Promise<void> {
    const j = job.value;
    if (!j) return;
    autoPaused = true;
    const r = await useBridge().call('bots.cancel', { job: j.job });
    job.value = r.ok ? r.value : null;
  }

  /** «Готово сейчас»: end the search with the best move found so far; the proposal arrives as usual. */
  async function finishNow(): Promise<void> {
    const j = job.value;
    if (!j || j.status !== 'running') return;
    const r = await useBridge().call('bots.cancel', { job: j.job, now: true });
    if (r.ok && job.value?.job === r.value.job && job.value.status === 'running') job.value = r.value;
  }

  /** Reject: drop the proposal; nothing was written. */
  function reject(): void {
    job.value = null;
    lit.value = null;
    kept.value = new Set();
  }

  /**
   * Tick or untick a step. Unticking an order unticks the end of move too (issue 22: a partial
   * acceptance leaves the move open, to be played on by hand); the game master may tick it again.
   */
  function toggle(i: number): void {
    const next = new Set(kept.value);
    const steps = proposal.value?.steps ?? [];
    if (next.has(i)) {
      next.delete(i);
      if (steps[i]?.kind !== 'end_move') steps.forEach((s, k) => s.kind === 'end_move' && next.delete(k));
    } else next.add(i);
    kept.value = next;
    void checkKept();
  }

  /** Ask the console which kept steps are refused without the unticked ones (nothing is written). */
  async function checkKept(): Promise<void> {
    const p = proposal.value;
    const steps = [...kept.value].sort((a, b) => a - b);
    if (!p || !steps.length || steps.length === p.steps!.length) {
      refused.value = new Map();
      return;
    }
    const r = await useBridge().call('bots.check', { job: p.job, steps });
    // A newer toggle has asked again meanwhile: its answer is the one to show.
    if (proposal.value !== p || [...kept.value].sort((a, b) => a - b).join() !== steps.join()) return;
    refused.value = r.ok ? new Map(r.value.refused.map((x) => [x.index, x.message])) : new Map();
  }

  /** Accept the steps kept (all of them: the whole move, the end of move with it). */
  async function accept(): Promise<void> {
    const p = proposal.value;
    if (!p) return;
    const steps = [...kept.value].sort((a, b) => a - b);
    if (!steps.length) return reject();
    const whole = steps.length === p.steps!.length;
    const r = await campaign.acceptBotMove(p.job, whole ? undefined : steps);
    if (!r.ok) {
      failure.value = r.error;
      autoPaused = true;
      return;
    }
    job.value = null;
    lit.value = null;
    kept.value = new Set();
  }

  // A new campaign: its seats. A position where the army to move plays on its own: propose.
  watch(
    () => campaign.view?.path,
    () => {
      reject();
      autoPaused = false;
      if (campaign.view) void loadSeats();
      else seats.value = {};
    },
    { immediate: true },
  );
  init();
  watch(
    () => [campaign.view?.seq, campaign.live, seatToMove.value?.auto, campaign.legalReady] as const,
    // Auto-play: at the move of an army the console plays on its own, propose (and accept, in `follow`).
    () => {
      if (!seatToMove.value?.auto || autoPaused || !campaign.live || !campaign.legalReady ) return;
      if (running.value || proposal.value) return;
      void propose();
    },
  );

  return { seats, job, kept, refused, failure, lit, starting, toMove, seatToMove, running, proposal, init, loadSeats, setSeat, propose, cancel, finishNow, reject, toggle, accept };
});
