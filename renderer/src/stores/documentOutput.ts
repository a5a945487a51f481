/**
 * The half the document stores share (summary.ts, paper.ts): the HTML preview, kept for the latest
 * choice only; Electron's native print, or false when the window prints its own frame; and a file in
 * a chosen format. Each store brings its own arguments and its `render` and `print` calls.
 */
import { ref, shallowRef, type Ref } from 'vue';
import type { Failure, Reply, SummaryRendered } from '../../../shared/bridge/contract';
import type { Outcome } from './campaign';

/** `F` (the formats) and `A` (the bridge arguments) are read from `args` alone (the other members: NoInfer). */
export interface DocumentCalls<F extends string, A extends { readonly format: F }> {
  /** The bridge arguments for the view's choices as they stand now, in `format`. */
  readonly args: (format: F) => A;
  /** The format of the preview the view shows (HTML). */
  readonly previewFormat: NoInfer<F>;
  /** Render the document. */
  readonly render: (args: NoInfer<A>) => Promise<Reply<SummaryRendered>>;
  /** Print it through the console (Electron's native print dialog): the same arguments without a format. */
  readonly print: (args: Omit<NoInfer<A>, 'format'>) => Promise<Reply<unknown>>;
}

export function useDocumentOutput<F extends string, A extends { readonly format: F }>(calls: DocumentCalls<F, A>) {
  /** The HTML shown in the view, for the choices it was made for. */
  const preview = shallowRef<SummaryRendered | null>(null);
  const failure = shallowRef<Failure | null>(null);
  const loading = ref(false);
  /** The format being saved, while the console makes it. */
  const saving = ref(null) as Ref<F | null>;
  let generation = 0;

  async function render(format: F): Promise<Outcome<SummaryRendered>> {
    const r = await calls.render(calls.args(format));
    return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error };
  }

  /** Make the HTML for the view (a later choice wins over an earlier answer still on its way). */
  async function refresh(): Promise<void> {
    const g = ++generation;
    loading.value = true;
    try {
      const r = await render(calls.previewFormat);
      if (g !== generation) return;
      if (r.ok) {
        preview.value = r.value;
        failure.value = null;
      } else failure.value = r.error;
    } finally {
      if (g === generation) loading.value = false;
    }
  }

  /**
   * Print through the console's own dialog (Electron's native print). False when the window must
   * print the frame it shows itself (browser mode: 'summary/print_in_window', or an older console).
   */
  async function printNative(): Promise<Outcome<boolean>> {
    const { format: _format, ...rest } = calls.args(calls.previewFormat);
    const r = await calls.print(rest);
    if (r.ok) return { ok: true, value: true };
    if (r.error.code === 'summary/print_in_window' || r.error.code === 'bridge/unknown_call') return { ok: true, value: false };
    failure.value = r.error;
    return { ok: false, error: r.error };
  }

  /** A file of the document as chosen (the view offers it as a download). */
  async function file(format: F): Promise<Outcome<SummaryRendered>> {
    saving.value = format;
    try {
      const r = await render(format);
      failure.value = r.ok ? null : r.error;
      return r;
    } finally {
      saving.value = null;
    }
  }

  return { preview, failure, loading, saving, refresh, printNative, file };
}
