/**
 * The game master's screens (issue 14): the codes handed out for the table screen and the armies'
 * phones, minting and revoking them, and the club network switch. Every call is the game master's
 * (the contract marks them writes: a view could make none); a refusal is kept as its words.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { AccessList, Bilingual, Reply } from '../../../shared/bridge/contract';
import type { Army } from '../../../shared/rules/polkovodets';
import { useBridge } from '../bridge/provide';

export const useAccessStore = defineStore('access', () => {
  const list = shallowRef<AccessList | null>(null);
  const error = ref<Bilingual | null>(null);
  const busy = ref(false);

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

  async function mint(view: { kind: 'table' } | { kind: 'army'; army: Army }): Promise<void> {
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

  return { list, error, busy, reload, mint, revoke, setLan };
});
