/** The window's language: Russian first, English on request; kept by the console (`settings.*`). */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { Language } from '../../../shared/bridge/contract';
import { useBridge } from '../bridge/provide';

export const useSettingsStore = defineStore('settings', () => {
  const language = ref<Language>('ru');
  let unsubscribe: (() => void) | null = null;

  function init(initial?: Language): void {
    if (initial) language.value = initial;
    unsubscribe?.();
    unsubscribe = useBridge().on('settings.changed', (p) => {
      language.value = p.language;
    });
  }

  async function setLanguage(lang: Language): Promise<void> {
    language.value = lang;
    await useBridge().call('settings.setLanguage', { language: lang });
  }

  return { language, init, setLanguage };
});
