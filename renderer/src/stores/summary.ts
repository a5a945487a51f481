/**
 * The turn summary view (issue 6): which document — one turn's summary, everything since the last
 * session, or the campaign report —, for which army, in which language; the HTML shown in the
 * view, and the files to save. The console renders every format (`summary.render`); the window only
 * asks and shows.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { CallArgs, Failure, HistoryEntry, Language, SummaryRendered } from '../../../shared/bridge/contract';
import type { Army } from '../../../shared/rules/polkovodets';
import { useBridge } from '../bridge/provide';
import type { Outcome } from './campaign';

export type SummaryKind = 'turn' | 'since' | 'report';
/** The game master's full copy, every army on its own sheet, or one army's sheet. */
export type ArmyPick = 'all' | 'each' | Army;
export type SummaryFormat = 'html' | 'md' | 'json' | 'pdf';
export type SummaryArgs = CallArgs<'summary.render'>;

export type RenderedDocument = SummaryRendered;

const isPlay = (h: HistoryEntry) => h.kind !== 'create' && h.kind !== 'setup';

/**
 * The turn a summary opens on: the current turn once something happened in it, else the last turn
 * finished (a turn just begun has nothing to tell yet).
 */
export function defaultTurn(history: readonly HistoryEntry[], currentTurn: number): number {
  if (currentTurn <= 1 || history.some((h) => isPlay(h) && h.turn === currentTurn)) return Math.max(1, currentTurn);
  return currentTurn - 1;
}

/** The call's arguments for the view's choices. */
export function summaryArgs(o: { kind: SummaryKind; turn: number; army: ArmyPick; lang: Language }, format: SummaryFormat): SummaryArgs {
  const army = o.kind === 'report' || o.army === 'all' ? {} : { army: o.army };
  return { kind: o.kind, ...(o.kind === 'turn' ? { turn: o.turn } : {}), ...army, format, lang: o.lang } as SummaryArgs;
}

export const useSummaryStore = defineStore('summary', () => {
  const kind = ref<SummaryKind>('turn');
  const turn = ref(1);
  const army = ref<ArmyPick>('all');
  const lang = ref<Language>('ru');
  /** The HTML shown in the view, for the choices it was made for. */
  const preview = shallowRef<RenderedDocument | null>(null);
  const failure = shallowRef<Failure | null>(null);
  const loading = ref(false);
  /** The format being saved, while the console makes it. */
  const saving = ref<SummaryFormat | null>(null);
  let generation = 0;

  /** Open on the current (or last finished) turn, the whole campaign, the window's language. */
  function open(o: { history: readonly HistoryEntry[]; currentTurn: number; language: Language }): void {
    kind.value = 'turn';
    turn.value = defaultTurn(o.history, o.currentTurn);
    army.value = 'all';
    lang.value = o.language;
    preview.value = null;
    failure.value = null;
  }

  const choices = () => ({ kind: kind.value, turn: turn.value, army: army.value, lang: lang.value });

  async function render(format: SummaryFormat): Promise<Outcome<RenderedDocument>> {
    const r = await useBridge().call('summary.render', summaryArgs(choices(), format));
    return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error };
  }

  /** Make the HTML for the view (a later choice wins over an earlier answer still on its way). */
  async function refresh(): Promise<void> {
    const g = ++generation;
    loading.value = true;
    try {
      const r = await render('html');
      if (g !== generation) return;
      if (r.ok) {
        preview.value = r.value;
        failure.value = null;
      } else {
        failure.value = r.error;
      }
    } finally {
      if (g === generation) loading.value = false;
    }
  }

  /**
   * Print through the console's own dialog (Electron's native print). False when the window must
   * print the frame it shows itself (browser mode: 'summary/print_in_window', or an older console).
   */
  async function printNative(): Promise<Outcome<boolean>> {
    const { format: _format, ...args } = summaryArgs(choices(), 'html');
    const r = await useBridge().call('summary.print', args);
    if (r.ok) return { ok: true, value: true };
    if (r.error.code === 'summary/print_in_window' || r.error.code === 'bridge/unknown_call') return { ok: true, value: false };
    failure.value = r.error;
    return { ok: false, error: r.error };
  }

  /** A file of the summary as chosen (the view offers it as a download). */
  async function file(format: SummaryFormat): Promise<Outcome<RenderedDocument>> {
    saving.value = format;
    try {
      const r = await render(format);
      failure.value = r.ok ? null : r.error;
      return r;
    } finally {
      saving.value = null;
    }
  }

  return { kind, turn, army, lang, preview, failure, loading, saving, open, refresh, file, printNative };
});
