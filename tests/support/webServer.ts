/**
 * Browser mode for end-to-end tests: the real server (main/net/listener.ts) on the real campaign
 * handlers (main/app/core.ts), with a fresh temporary data folder. The renderer's browser e2e suite
 * uses it to drive the same steps as the Electron smoke test in Debian's Chromium.
 *
 *   const web = await startTestWebServer();          // serves out/renderer
 *   await page.goto(web.url);                        // http://127.0.0.1:PORT/?token=…
 *   …
 *   await web.stop();                                // closes the server and the campaign, removes the temp folder
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCore, type Core } from '../../main/app/core';
import { startServer, type WebServer } from '../../main/net/listener';

// import.meta.url, not __dirname: usable from vitest and from plain ESM runners alike.
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/[\\/]$/, '');
export const BUILT_RENDERER = join(REPO_ROOT, 'out', 'renderer');

export interface TestWebServer extends WebServer {
  /** The data folder (campaigns in its `campaigns` subfolder). */
  readonly dataDir: string;
  readonly core: Core;
  /** Close the server and the open campaign; remove the data folder if this helper made it. */
  stop(): Promise<void>;
}

export async function startTestWebServer(options: { staticDir?: string; dataDir?: string; port?: number; botWorkerUrl?: URL; interfaces?: () => string[] } = {}): Promise<TestWebServer> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'polk-e2e-'));
  // As browser mode wires it (main/web/serve.ts): the computer player's own news goes out on the server's streams.
  const core = createCore({ dataDir, mode: 'browser', version: '0.0.0-test', botWorkerUrl: options.botWorkerUrl, onBotsChanged: (payload) => server?.emit('bots.changed', payload), onOtherWriter: (payload) => server?.emit('campaign.changed', payload) });
  let server: WebServer | undefined;
  try {
    server = await startServer({ handlers: core.handlers, staticDir: options.staticDir ?? BUILT_RENDERER, port: options.port, host: '127.0.0.1', ...(options.interfaces ? { interfaces: options.interfaces } : {}) });
  } catch (err) {
    core.close();
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  let stopped = false;
  return {
    ...server,
    dataDir,
    core,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      core.close();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
