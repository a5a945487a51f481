/**
 * «Ход по почте» (issue 23 item 7): the packets handed out and come back, a new packet for the army
 * to move (its page downloaded), and a player's move file applied through the campaign store (so
 * the map and the history follow). Every call is the game master's; a refusal is kept as its words.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { Bilingual } from '../../../shared/bridge/contract';
import type { MailList } from '../../../shared/bridge/mail';
import type { Army } from '../../../shared/rules/polkovodets';
import { useBridge } from '../bridge/provide';
import { download } from '../print/download';
import { useCampaignStore } from './campaign';

/** What the last action did, for the dialog's line. */
export type MailDone = { readonly kind: 'packet'; readonly army: Army; readonly fileName: string } | { readonly kind: 'moveIn'; readonly army: Army; readonly next: Army | null };

const base64Bytes = (body: string): Uint8Array => Uint8Array.from(atob(body), (c) => c.charCodeAt(0));

export const useMailStore = defineStore('mail', () => {
  const list = shallowRef<MailList | null>(null);
  const error = ref<Bilingual | null>(null);
  const done = shallowRef<MailDone | null>(null);
  const busy = ref(false);

  async function reload(): Promise<void> {
    const r = await useBridge().call('mail.list', {});
    if (r.ok) list.value = r.value;
    else error.value = r.error.message;
  }

  /** A packet for the army to move: its page is offered as a download. */
  async function packet(army: Army): Promise<void> {
    busy.value = true;
    try {
      const r = await useBridge().call('mail.packet', { army });
      if (!r.ok) {
        error.value = r.error.message;
        return;
      }
      error.value = null;
      download(base64Bytes(r.value.download.body), r.value.download.fileName, r.value.download.contentType);
      done.value = { kind: 'packet', army, fileName: r.value.download.fileName };
      await reload();
    } finally {
      busy.value = false;
    }
  }

  /** A move file chosen by the game master: its text applied whole, or its refusal shown. */
  async function moveIn(file: File): Promise<void> {
    busy.value = true;
    try {
      const campaign = useCampaignStore();
      const army = campaign.view?.state.toMove ?? null;
      const r = await campaign.moveIn(await file.text());
      if (!r.ok) {
        error.value = r.error.message;
        return;
      }
      error.value = null;
      const state = campaign.view?.state;
      done.value = { kind: 'moveIn', army: army as Army, next: state && state.status === 'playing' ? state.toMove : null };
      await reload();
    } finally {
      busy.value = false;
    }
  }

  function clear(): void {
    error.value = null;
    done.value = null;
  }

  return { list, error, done, busy, reload, packet, moveIn, clear };
});
