/**
 * Electron prints and makes PDFs itself (the native print dialog, `printToPDF`), from the same HTML
 * the summary renderer makes for every other output. This wraps the handlers so the Electron shell
 * only supplies the two functions; under plain Node (browser mode, tests) the handlers stay as they are.
 */
import type { Handlers, Reply, SummaryRendered } from '../../shared/bridge/contract';

export interface PrintFunctions {
  /** Show the native print dialog for the document; true when it was printed, false when cancelled. */
  print(html: string): Promise<boolean>;
  /** The document as an A4 PDF. */
  pdf(html: string): Promise<Uint8Array>;
}

const printFailed = (reason: string) => ({
  ok: false as const,
  error: { code: 'summary/print_failed', message: { ru: `Печать не удалась: ${reason}.`, en: `Printing failed: ${reason}.` } },
});

export function withNativePrinting(handlers: Handlers, printing: PrintFunctions): Handlers {
  const html = (args: Parameters<Handlers['summary.print']>[0]) => handlers['summary.render']({ ...args, format: 'html' });
  return {
    ...handlers,
    'summary.render': async (args): Promise<Reply<SummaryRendered>> => {
      if (args.format !== 'pdf') return handlers['summary.render'](args);
      const page = await html(args);
      if (!page.ok) return page;
      try {
        const bytes = await printing.pdf(page.value.body);
        return { ok: true, value: { contentType: 'application/pdf', body: Buffer.from(bytes).toString('base64'), encoding: 'base64', fileName: page.value.fileName.replace(/\.html$/, '.pdf') } };
      } catch (e) {
        return printFailed(e instanceof Error ? e.message : String(e));
      }
    },
    'summary.print': async (args) => {
      const page = await html(args);
      if (!page.ok) return page;
      try {
        return { ok: true, value: { printed: await printing.print(page.value.body) } };
      } catch (e) {
        return printFailed(e instanceof Error ? e.message : String(e));
      }
    },
  };
}
