/** Which panel tab and which dialogs are open: window state only, never game state. */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';

export type ExportKind = 'campaign' | 'scenario';

/** The console's two screens: the map (orders) and the tabletop referee. */
export type Screen = 'map' | 'referee';

/** A document shown for printing: its title, the HTML, the name to save it under. */
export interface PrintJob {
  readonly title: string;
  readonly html: string;
  readonly fileName: string;
  /** Extra CSS for the frame only (the window's fonts), not saved with the file. */
  readonly frameCss?: string;
}

export const useUiStore = defineStore('ui', () => {
  const confirmEndMove = ref(false);
  const legend = ref(false);
  const exporting = ref<ExportKind | null>(null);
  /** The final standings were closed by the game master (they stay in the standings tab). */
  const finalDismissed = ref<string | null>(null);
  const toast = ref<string | null>(null);
  const screen = ref<Screen>('map');
  /** The turn summary view (also the native menu's «Печать»). */
  const summary = ref(false);
  const printing = shallowRef<PrintJob | null>(null);
  /** The field or the counters on paper (issue 13), opened from the summary view. */
  const paper = ref<'field' | 'counters' | null>(null);
  let toastTimer: ReturnType<typeof setTimeout> | null = null;

  function showToast(text: string): void {
    toast.value = text;
    if (toastTimer) clearTimeout(toastTimer);
    toastTimer = setTimeout(() => (toast.value = null), 4000);
  }

  /** Esc: close the topmost thing; false when nothing was open. */
  function closeTop(): boolean {
    if (paper.value) {
      paper.value = null;
      return true;
    }
    if (printing.value) {
      printing.value = null;
      return true;
    }
    if (summary.value) {
      summary.value = false;
      return true;
    }
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

  return { confirmEndMove, legend, exporting, finalDismissed, toast, screen, summary, printing, paper, showToast, closeTop };
});
