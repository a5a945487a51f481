/**
 * The console's computer player as the window sees it (issue 15, docs/bots.md): which armies the
 * console plays (seats, stored in the campaign), and the proposal for the army to move — started
 * with `bots.propose`, followed with `bots.job` while the search runs in the console's bots worker
 * (progress, Cancel), then drawn on the map step by step. The game master accepts it whole, keeps
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

const POLL_MS = 150;

export const useBotsStore = defineStore('bots', () => {
  const campaign = useCampaignStore();
  const seats = shallowRef<BotSeats>({});
  const job = shallowRef<BotJobView | null>(null);
  /** Indices of the proposal's steps the game master keeps (all, when it arrives). */
  const kept = ref<Set<number>>(new Set());
  const failure = shallowRef<Failure | null>(null);
  let timer: ReturnType<typeof setTimeout> | null = null;
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

  function stopPolling(): void {
    if (timer) clearTimeout(timer);
    timer = null;
  }

  async function loadSeats(): Promise<void> {
    const r = await useBridge().call('bots.seats', {});
    seats.value = r.ok ? r.value.seats : {};
  }

  function init(): void {
    off?.();
    off = useBridge().on('bots.changed', (p) => {
      if (campaign.view && p.path === campaign.view.path) void loadSeats();
      if (p.job !== null && job.value?.job !== p.job) void follow(p.job);
    });
  }

  async function setSeat(army: Army, level: BotLevel | null, auto = false): Promise<void> {
    autoPaused = false;
    const r = await useBridge().call('bots.setSeat', { army, level, auto });
    if (r.ok) seats.value = r.value.seats;
    else failure.value = r.error;
  }

  /** Follow a proposal until its search ends. */
  async function follow(id: number): Promise<void> {
    stopPolling();
    const r = await useBridge().call('bots.job', { job: id });
    if (!r.ok) {
      if (job.value?.job === id) job.value = null;
      return;
    }
    const first = job.value?.job !== id || job.value.status === 'running';
    job.value = r.value;
    if (r.value.status === 'running') timer = setTimeout(() => void follow(id), POLL_MS);
    else if (r.value.status === 'done' && first) {
      kept.value = new Set(r.value.steps!.map((_, i) => i));
      if (seatToMove.value?.auto && !autoPaused && proposal.value) await accept();
    } else if (r.value.status === 'failed') {
      failure.value = r.value.error ?? null;
      autoPaused = true;
    }
  }

  async function propose(options: { budget?: number } = {}): Promise<void> {
    failure.value = null;
    const r = await useBridge().call('bots.propose', options);
    if (!r.ok) {
      failure.value = r.error;
      autoPaused = true;
      return;
    }
    job.value = r.value;
    kept.value = new Set();
    await follow(r.value.job);
  }

  async function cancel(): Promise<void> {
    const j = job.value;
    if (!j) return;
    stopPolling();
    autoPaused = true;
    const r = await useBridge().call('bots.cancel', { job: j.job });
    job.value = r.ok ? r.value : null;
  }

  /** Reject: drop the proposal; nothing was written. */
  function reject(): void {
    stopPolling();
    job.value = null;
    kept.value = new Set();
  }

  function toggle(i: number): void {
    const next = new Set(kept.value);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    kept.value = next;
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

  return { seats, job, kept, failure, toMove, seatToMove, running, proposal, init, loadSeats, setSeat, propose, cancel, reject, toggle, accept };
});
