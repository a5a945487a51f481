/**
 * The field and the counters on paper (issue 13) in the window: which document, on which paper,
 * with which cell, in colour or grey, in which language, and for the counters whose units — the
 * campaign's position or a preset's. The console renders (`print.render`); the window shows the
 * HTML in a frame, prints it (natively in Electron, `print.print`) and saves it as PDF or HTML.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { CallArgs, Language } from '../../../shared/bridge/contract';
import { ARMIES, type Army } from '../../../shared/rules/polkovodets';
import { useBridge } from '../bridge/provide';
import { useDocumentOutput } from './documentOutput';

export type PaperDocument = 'field' | 'counters';
export type PaperFormat = 'html' | 'pdf';
export type PaperArgs = CallArgs<'print.render'>;
/** The counters of the campaign's current position, or of a preset. */
export type CounterSource = 'campaign' | 'preset';

export interface PaperChoices {
  readonly document: PaperDocument;
  readonly paper: 'a4' | 'a3';
  readonly cellMm: number;
  readonly grey: boolean;
  readonly lang: Language;
  readonly source: CounterSource;
  readonly armies: readonly Army[];
  readonly size: 'small' | 'standard' | 'large';
}

/** The call's arguments for the view's choices. */
export function paperArgs(c: PaperChoices, format: PaperFormat): PaperArgs {
  const preset = c.document === 'counters' && c.source === 'preset' && c.armies.length ? { preset: { armies: [...c.armies], goal: 'rout' as const, size: c.size } } : {};
  return { document: c.document, format, lang: c.lang, paper: c.paper, cellMm: c.cellMm, grey: c.grey, ...preset };
}

export const usePaperStore = defineStore('paper', () => {
  const document = ref<PaperDocument>('field');
  const paper = ref<'a4' | 'a3'>('a4');
  const cellMm = ref(5);
  const grey = ref(false);
  const lang = ref<Language>('ru');
  const source = ref<CounterSource>('campaign');
  const armies = ref<Army[]>([...ARMIES]);
  const size = ref<'small' | 'standard' | 'large'>('standard');
  const choices = (): PaperChoices => ({ document: document.value, paper: paper.value, cellMm: cellMm.value, grey: grey.value, lang: lang.value, source: source.value, armies: armies.value, size: size.value });
  const { preview, failure, loading, saving, refresh, printNative, file } = useDocumentOutput({
    args: (format: PaperFormat) => paperArgs(choices(), format),
    previewFormat: 'html',
    render: (args) => useBridge().call('print.render', args),
    print: (args) => useBridge().call('print.print', args),
  });

  function open(o: { document: PaperDocument; language: Language; armies?: readonly Army[] }): void {
    document.value = o.document;
    lang.value = o.language;
    source.value = 'campaign';
    if (o.armies?.length) armies.value = [...o.armies];
    preview.value = null;
    failure.value = null;
  }

  return { document, paper, cellMm, grey, lang, source, armies, size, preview, failure, loading, saving, open, refresh, printNative, file };
});
