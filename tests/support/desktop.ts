/**
 * The desktop console's composition (main/electron/desktop.ts) for plain-Node tests, as main.ts
 * composes it but without Electron: a stand-in page where out/renderer would be (the listener only
 * serves it), no printer or file dialog, and 127.0.0.2 as the machine's one network address.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventSink } from '../../main/app/dispatch';
import { composeDesktop, type Desktop } from '../../main/electron/desktop';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const noShell = () => ({
  print: () => Promise.reject(new Error('no printer in a test')),
  pdf: () => Promise.reject(new Error('no PDF in a test')),
  chooseFile: () => Promise.resolve(null),
});

/** The page the stand-in renderer serves. */
export const STAND_IN_PAGE = '<!doctype html><title>console page</title>';

/** `staticDir`: the built window (out/renderer) for a browser; absent, the stand-in page. */
export function composeTestDesktop(dir: string, toWindows: EventSink = () => undefined, staticDir?: string): Desktop {
  const renderer = staticDir ?? join(dir, 'renderer');
  if (!staticDir) {
    mkdirSync(renderer, { recursive: true });
    writeFileSync(join(renderer, 'index.html'), STAND_IN_PAGE);
  }
  return composeDesktop({ dataDir: join(dir, 'userData'), version: '0.0.0-test', staticDir: renderer, log: quiet, toWindows, shell: noShell, interfaces: () => ['127.0.0.2'] });
}
