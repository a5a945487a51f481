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
    const asked = heard;
    const info = await useBridge().call('app.info', {});
    if (info.ok) adopt(info.value.language, asked);
  }

  /** Where the event count stands now: hand it to `adopt` with the reply of a call made after. */
  function mark(): number {
    return heard;
  }

  /** A language read by a call made at `asked`: taken unless an event has told a newer one since. */
  function adopt(lang: Language, asked: number): void {
    if (heard === asked) language.value = lang;
  }

  async function setLanguage(lang: Language): Promise<void> {
    language.value = lang;
    await useBridge().call('settings.setLanguage', { language: lang });
  }

  return { language, init, mark, adopt, setLanguage };
});
