/** Which panel tab and which dialogs are open: window state only, never game state. */
import { defineStore } from 'pinia';
import { ref } from 'vue';

export type ExportKind = 'campaign' | 'scenario';

export const useUiStore = defineStore('ui', () => {
  const confirmEndMove = ref(false);
  const legend = ref(false);
  const exporting = ref<ExportKind | null>(null);
  /** The final standings were closed by the game master (they stay in the standings tab). */
  const finalDismissed = ref<string | null>(null);
  const toast = ref<string | null>(null);
  let toastTimer: ReturnType<typeof setTimeout> | null = null;

  function showToast(text: string): void {
    toast.value = text;
    if (toastTimer) clearTimeout(toastTimer);
    toastTimer = setTimeout(() => (toast.value = null), 4000);
  }

  /** Esc: close the topmost thing; false when nothing was open. */
  function closeTop(): boolean {
    if (exporting.value) {
      exporting.value = null;
      return true;
    }
    if (confirmEndMove.value) {
      confirmEndMove.value = false;
      return true;
    }
    if (legend.value) {
      legend.value = false;
      return true;
    }
    return false;
  }

  return { confirmEndMove, legend, exporting, finalDismissed, toast, showToast, closeTop };
});
