/** The window's language: Russian first, English on request; kept by the console (`settings.*`). */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { Language } from '../../../shared/bridge/contract';
import { useBridge } from '../bridge/provide';

export const useSettingsStore = defineStore('settings', () => {
  const language = ref<Language>('ru');
  let unsubscribe: (() => void) | null = null;
  // Each look at the console's language gets a ticket (`mark`), in the order asked. A reply is older
  // than what the window shows when its ticket is at or below `stale`: an event heard since it was
  // asked, or the reply of a later look already taken (two HTTP requests can answer out of order).
  let tickets = 0;
  let stale = 0;

  function init(initial?: Language): void {
    if (initial) language.value = initial;
    unsubscribe?.();
    const bridge = useBridge();
    const offChanged = bridge.on('settings.changed', (p) => {
      stale = tickets;
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
  }

  /** A ticket for a look about to be asked: hand it to `adopt` with the look's reply. */
  function mark(): number {
    return ++tickets;
  }

  /**
   * A language read by the look of ticket `asked`: taken unless an event has told a newer one since,
   * or the reply of a later look has been taken already.
   */
  function adopt(lang: Language, asked: number): void {
    if (asked <= stale) return;
    stale = asked;
    language.value = lang;
  }

  async function setLanguage(lang: Language): Promise<void> {
    language.value = lang;
    await useBridge().call('settings.setLanguage', { language: lang });
  }

  return { language, init, mark, adopt, setLanguage };
});
