/**
 * The turn summary view (issue 6): which document — one turn's summary, everything since the last
 * session, or the campaign report —, for which army, in which language; the HTML shown in the
 * view, and the files to save. The console renders every format (`summary.render`); the window only
 * asks and shows.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { CallArgs, HistoryEntry, Language, SummaryRendered } from '../../../shared/bridge/contract';
import type { Army } from '../../../shared/rules/polkovodets';
import { useBridge } from '../bridge/provide';
import { useDocumentOutput } from './documentOutput';

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
  const choices = () => ({ kind: kind.value, turn: turn.value, army: army.value, lang: lang.value });
  const { preview, failure, loading, saving, refresh, printNative, file } = useDocumentOutput({
    args: (format: SummaryFormat) => summaryArgs(choices(), format),
    previewFormat: 'html',
    render: (args) => useBridge().call('summary.render', args),
    print: (args) => useBridge().call('summary.print', args),
  });

  /** Open on the current (or last finished) turn, the whole campaign, the window's language. */
  function open(o: { history: readonly HistoryEntry[]; currentTurn: number; language: Language }): void {
    kind.value = 'turn';
    turn.value = defaultTurn(o.history, o.currentTurn);
    army.value = 'all';
    lang.value = o.language;
    preview.value = null;
    failure.value = null;
  }

  return { kind, turn, army, lang, preview, failure, loading, saving, open, refresh, file, printNative };
});
