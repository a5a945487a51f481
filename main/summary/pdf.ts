/**
 * HTML → PDF in headless Debian Chromium (playwright-core drives the system's /usr/bin/chromium;
 * no browser is ever downloaded). For the command line and the browser mode; the Electron window
 * prints the same HTML with `webContents.printToPDF` instead.
 *
 *   const pdf = await htmlToPdf(html);                 // one browser per call
 *   const r = await openPdfRenderer(); await r.render(html) … await r.close();   // several
 *
 * Where Chromium is absent the failure is a `SummaryUnavailable` with code 'summary/no_chromium'.
 */
import { existsSync } from 'node:fs';
import { SummaryUnavailable } from './errors';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS: readonly string[] = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

export interface PdfOptions {
  /** Chromium's executable (default /usr/bin/chromium, or $POLK_CHROMIUM). */
  readonly executablePath?: string;
  /** Milliseconds for the page to load and print (default 60 s). */
  readonly timeoutMs?: number;
}

export interface PdfRenderer {
  render(html: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

export function chromiumPath(options: PdfOptions = {}): string {
  return options.executablePath ?? process.env.POLK_CHROMIUM ?? CHROMIUM_PATH;
}

/** Is the Chromium for PDFs installed? */
export function chromiumAvailable(options: PdfOptions = {}): boolean {
  return existsSync(chromiumPath(options));
}

export function noChromium(path: string, reason?: string): SummaryUnavailable {
  return new SummaryUnavailable(
    'summary/no_chromium',
    {
      ru: `Для сводки в PDF нужен Chromium (${path}), а его нет${reason ? ` или он не запускается: ${reason}` : ''}. Установите пакет chromium (sudo apt-get install chromium) или возьмите --format html и напечатайте страницу из браузера.`,
      en: `A PDF summary needs Chromium (${path}), which is missing${reason ? ` or does not start: ${reason}` : ''}. Install the chromium package (sudo apt-get install chromium), or use --format html and print the page from a browser.`,
    },
  );
}

/** Start one headless Chromium for several PDFs. */
export async function openPdfRenderer(options: PdfOptions = {}): Promise<PdfRenderer> {
  const path = chromiumPath(options);
  if (!existsSync(path)) throw noChromium(path);
  const timeout = options.timeoutMs ?? 60_000;
  let chromium: typeof import('playwright-core').chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch (e) {
    throw noChromium(path, `playwright-core: ${(e as Error).message}`);
  }
  let browser: Awaited<ReturnType<typeof chromium.launch>>;
  try {
    browser = await chromium.launch({ executablePath: path, headless: true, args: [...CHROMIUM_ARGS], timeout });
  } catch (e) {
    throw noChromium(path, String((e as Error).message).split('\n')[0]);
  }
  return {
    async render(html: string): Promise<Uint8Array> {
      const context = await browser.newContext({ offline: true });
      try {
        const page = await context.newPage();
        // Nothing outside the document may load: it is self-contained (fonts are data: URLs).
        await page.route(/^(?!data:|about:)/, (route) => route.abort());
        await page.setContent(html, { waitUntil: 'load', timeout });
        await page.evaluate('document.fonts.ready').catch(() => undefined);
        const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
        return new Uint8Array(pdf);
      } finally {
        await context.close();
      }
    },
    async close(): Promise<void> {
      await browser.close();
    },
  };
}

/** One PDF from one HTML document (starts and stops Chromium). */
export async function htmlToPdf(html: string, options: PdfOptions = {}): Promise<Uint8Array> {
  const r = await openPdfRenderer(options);
  try {
    return await r.render(html);
  } finally {
    await r.close();
  }
}
