/**
 * What only a desktop shell can do: the native print dialog, printToPDF, and the native open/save
 * dialogs. This wraps the handlers so the Electron layer only supplies these functions; under plain
 * Node (browser mode, tests) the handlers stay as they are (PDF from Chromium, printing and paths in
 * the window).
 */
import type { CallArgs, Handlers, Reply, SummaryRendered } from '../../shared/bridge/contract';

export interface NativeShell {
  /** Show the native print dialog for the document; true when it was printed, false when cancelled. */
  print(html: string): Promise<boolean>;
  /** The document as an A4 PDF. */
  pdf(html: string): Promise<Uint8Array>;
  /** The native open or save dialog; null when cancelled. */
  chooseFile(args: CallArgs<'app.chooseFile'>): Promise<string | null>;
}

const failed = (code: string, ru: string, en: string, reason: string) => ({
  ok: false as const,
  error: { code, message: { ru: `${ru}: ${reason}.`, en: `${en}: ${reason}.` } },
});
const reasonOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** A rendered HTML page made a PDF by the shell (a summary, the field, the counters). */
async function pdfOf(shell: NativeShell, page: Reply<SummaryRendered>): Promise<Reply<SummaryRendered>> {
  if (!page.ok) return page;
  try {
    const bytes = await shell.pdf(page.value.body);
    return { ok: true, value: { contentType: 'application/pdf', body: Buffer.from(bytes).toString('base64'), encoding: 'base64', fileName: page.value.fileName.replace(/\.html$/, '.pdf') } };
  } catch (e) {
    return failed('summary/print_failed', 'PDF не получился', 'The PDF could not be made', reasonOf(e));
  }
}

/** A rendered HTML page sent to the native print dialog. */
async function printOf(shell: NativeShell, page: Reply<SummaryRendered>): Promise<Reply<{ printed: boolean }>> {
  if (!page.ok) return page;
  try {
    return { ok: true, value: { printed: await shell.print(page.value.body) } };
  } catch (e) {
    return failed('summary/print_failed', 'Печать не удалась', 'Printing failed', reasonOf(e));
  }
}

export function withNativeShell(handlers: Handlers, shell: NativeShell): Handlers {
  const summaryPage = (args: CallArgs<'summary.print'>) => handlers['summary.render']({ ...args, format: 'html' });
  // The field and the counters on paper: the same HTML, printed or made a PDF by the shell.
  const paperPage = (args: CallArgs<'print.print'>) => handlers['print.render']({ ...args, format: 'html' });
  return {
    ...handlers,
    'summary.render': async (args) => (args.format === 'pdf' ? pdfOf(shell, await summaryPage(args)) : handlers['summary.render'](args)),
    'summary.print': async (args) => printOf(shell, await summaryPage(args)),
    'print.render': async (args) => (args.format === 'pdf' ? pdfOf(shell, await paperPage(args)) : handlers['print.render'](args)),
    'print.print': async (args) => printOf(shell, await paperPage(args)),
    'app.chooseFile': async (args) => {
      try {
        return { ok: true, value: { path: await shell.chooseFile(args) } };
      } catch (e) {
        return failed('app/file_dialog_failed', 'Окно выбора файла не открылось', 'The file dialog failed', reasonOf(e));
      }
    },
  };
}
