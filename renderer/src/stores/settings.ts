/** The window's language: Russian first, English on request; kept by the console (`settings.*`). */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { Language } from '../../../shared/bridge/contract';
import { useBridge } from '../bridge/provide';

export const useSettingsStore = defineStore('settings', () => {
  const language = ref<Language>('ru');
  let unsubscribe: (() => void) | null = null;
  // `settings.changed` events heard so far: a reply asked for before one of them is older than it.
  let heard = 0;
  // Each look at the console's language gets a ticket (`mark`); replies can arrive out of order (two
  // HTTP requests), so one asked before a reply already taken is older than it and is not taken.
  let tickets = 0;
  let taken = 0;
  const heardAt = new Map<number, number>();

  function init(initial?: Language): void {
    if (initial) language.value = initial;
    unsubscribe?.();
    const bridge = useBridge();
    const offChanged = bridge.on('settings.changed', (p) => {
      heard++;
      language.value = p.language;
    });
    // The event stream (re)opened: a change made before it was open reached nobody here — ask.
    const offOpen = bridge.onOpen?.(() => void reread()) ?? (() => undefined);
    unsubscribe = () => {
      offChanged();
      offOpen();
    };
  }

  async function reread(): Promise<void> {
    const asked = mark();
    const info = await useBridge().call('app.info', {});
    if (info.ok) adopt(info.value.language, asked);
    else heardAt.delete(asked);
  }

  /** A ticket for a look about to be asked: hand it to `adopt` with the look's reply. */
  function mark(): number {
    heardAt.set(++tickets, heard);
    return tickets;
  }

  /**
   * A language read by the look of ticket `asked`: taken unless an event has told a newer one since,
   * or the reply of a later look has been taken already.
   */
  function adopt(lang: Language, asked: number): void {
    const heardThen = heardAt.get(asked);
    heardAt.delete(asked);
    if (heardThen !== heard || asked < taken) return;
    taken = asked;
    language.value = lang;
  }

  async function setLanguage(lang: Language): Promise<void> {
    language.value = lang;
    await useBridge().call('settings.setLanguage', { language: lang });
  }

  return { language, init, mark, adopt, setLanguage };
});
