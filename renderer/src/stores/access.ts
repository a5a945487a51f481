/**
 * The game master's screens (issue 14): the codes handed out for the table screen and the armies'
 * phones, minting and revoking them, and the club network switch. Every call is the game master's
 * (the contract marks them writes: a view could make none); a refusal is kept as its words.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { AccessList, Bilingual, OrderPolicy, PlayerProposal, PlayerStepCheck, Reply } from '../../../shared/bridge/contract';
import type { Army } from '../../../shared/rules/polkovodets';
import { useBridge } from '../bridge/provide';
import { useCampaignStore } from './campaign';

export const useAccessStore = defineStore('access', () => {
  const list = shallowRef<AccessList | null>(null);
  const error = ref<Bilingual | null>(null);
  const busy = ref(false);
  /** Players' moves waiting for the game master (issue 23, the «wait for me» policy). */
  const proposals = shallowRef<PlayerProposal[]>([]);
  /** Per army: the steps of its waiting move the game master unticked, and the dry run of those kept. */
  const unticked = ref<Record<string, number[]>>({});
  const checks = ref<Record<string, PlayerStepCheck | null>>({});
  /** The waiting step whose row is under the pointer: its arrow is lit on the map (like the machine's). */
  const lit = ref<{ army: Army; index: number } | null>(null);

  async function run<T>(work: () => Promise<Reply<T>>): Promise<T | null> {
    busy.value = true;
    try {
      const r = await work();
      if (!r.ok) {
        error.value = r.error.message;
        return null;
      }
      error.value = null;
      return r.value;
    } finally {
      busy.value = false;
    }
  }

  async function reload(): Promise<void> {
    const v = await run(() => useBridge().call('access.list', {}));
    if (v) list.value = v;
  }

  async function mint(view: { kind: 'table' } | { kind: 'army'; army: Army; orders?: true }): Promise<void> {
    if (await run(() => useBridge().call('access.mint', view))) await reload();
  }

  async function revoke(id: string): Promise<void> {
    const v = await run(() => useBridge().call('access.revoke', { id }));
    if (v) list.value = v;
  }

  async function setLan(address: string | null): Promise<void> {
    const v = await run(() => useBridge().call('access.setLan', { address }));
    if (v) list.value = v;
    else await reload();
  }

  async function dropDevice(id: string, device: string): Promise<void> {
    const v = await run(() => useBridge().call('access.dropDevice', { id, device }));
    if (v) list.value = v;
  }

  async function setPolicy(id: string, policy: OrderPolicy): Promise<void> {
    const v = await run(() => useBridge().call('access.setPolicy', { id, policy }));
    if (v) list.value = v;
  }

  async function reloadProposals(): Promise<void> {
    const r = await useBridge().call('players.proposals', {});
    if (!r.ok) return;
    // A move sent anew starts with every step ticked; one unchanged keeps the game master's edits.
    const same = (p: PlayerProposal) => proposals.value.some((q) => q.army === p.army && q.at === p.at && q.basedOn === p.basedOn);
    const keep = new Set(r.value.filter(same).map((p) => p.army));
    const only = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).filter(([a]) => keep.has(a as Army)));
    unticked.value = only(unticked.value);
    checks.value = only(checks.value);
    if (lit.value && !keep.has(lit.value.army)) lit.value = null;
    proposals.value = r.value;
  }

  /** The dry run of a waiting move's kept steps. */
  async function check(army: Army, steps: number[]): Promise<PlayerStepCheck | null> {
    const r = await useBridge().call('players.check', { army, steps });
    return r.ok ? r.value : null;
  }

  /** Record the waiting move (or the steps kept of it) in one go, like the machine's. */
  async function accept(army: Army, steps?: number[]): Promise<boolean> {
    const campaign = useCampaignStore();
    const done = await run(() => useBridge().call('players.accept', { army, ...(steps ? { steps } : {}), since: campaign.view?.seq }));
    await reloadProposals();
    if (done) await campaign.sync();
    return done !== null;
  }

  async function reject(army: Army): Promise<void> {
    await run(() => useBridge().call('players.reject', { army }));
    await reloadProposals();
  }

  /** The console follows the players: a code claimed, a policy changed, a move sent. Returns what stops it. */
  function follow(): () => void {
    void reload();
    void reloadProposals();
    return useBridge().on('players.changed', () => {
      void reload();
      void reloadProposals();
    });
  }

  return { list, error, busy, proposals, unticked, checks, lit, reload, mint, revoke, setLan, dropDevice, setPolicy, reloadProposals, check, accept, reject, follow };
});
