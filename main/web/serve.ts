/**
 * `npm run web`: browser mode. Starts the server on 127.0.0.1 (a free port, or `--port N`) with the
 * campaign service over the data folder — in a worker thread (calls.ts), so that no call can stall
 * the server — prints the URL with this launch's token, and opens nothing. `--lan ADDRESS` also
 * listens on that one address, for view tokens only, and prints it. SIGTERM and SIGINT end
 * it within a bounded time, the campaign closed (its session ended). Built to out/web/serve.mjs
 * (the worker to out/web/worker.mjs); scripts/web.mjs and scripts/start.mjs (as the fallback) call `main`.
 */
import { homedir, networkInterfaces } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { realpathSync } from 'node:fs';
import { bugLogFile, logBug } from '../app/bugLog';
import { readPackageVersion } from '../app/version';
import { checkLanAddress, lanCandidates } from '../policy/lan';
import { defaultDataDir } from '../policy/paths';
import { parseServeArgs, SERVE_USAGE } from '../policy/serveArgs';
import { startCampaignCalls } from './calls';
import { HEAVY_CALLS, startRenders } from './renders';
import { startServer, type WebServer } from '../net/listener';

/** Warnings to stderr; bugs with their stacks to `<data>/logs/web.log` too (named in the reply). */
const consoleLog = (logFile: string) => ({
  info: () => undefined,
  warn: (message: string) => process.stderr.write(`web: ${message}\n`),
  error: (message: string, meta?: unknown) => {
    process.stderr.write(`web: ${message} ${meta instanceof Error ? (meta.stack ?? meta.message) : ''}\n`);
    logBug(logFile, message, meta);
  },
});

/** How long a stop may take before the process exits regardless. */
const STOP_DEADLINE_MS = 8000;

export interface ServeOverrides {
  /** The campaign worker's entry (tests: one with a handler made to spin). */
  readonly workerEntry?: URL | string;
  readonly callTimeoutMs?: number;
  /** The render process's entry (tests: one that holds a render until released). */
  readonly renderEntry?: URL | string;
  /** A render's deadline (default: the calls' deadline). */
  readonly renderTimeoutMs?: number;
}

/** Start browser mode; resolves with the running server (it keeps the process alive). */
export async function main(argv: readonly string[], overrides: ServeOverrides = {}): Promise<WebServer | null> {
  const parsed = parseServeArgs(argv);
  if (!parsed.ok) {
    process.stderr.write(`${parsed.message.ru}\n${parsed.message.en}\n`);
    process.exitCode = 1;
    return null;
  }
  if (parsed.args.help) {
    process.stdout.write(`${SERVE_USAGE.ru}\n\n${SERVE_USAGE.en}\n`);
    return null;
  }
  if (parsed.args.lan) {
    const lan = checkLanAddress(parsed.args.lan, lanCandidates(networkInterfaces()));
    if (!lan.ok) {
      process.stderr.write(`--lan: ${lan.message.ru}\n--lan: ${lan.message.en}\n`);
      process.exitCode = 1;
      return null;
    }
  }
  // Bundled to out/web/serve.mjs: the renderer is out/renderer.
  const here = dirname(fileURLToPath(import.meta.url));
  const staticDir = resolve(parsed.args.staticDir ?? join(here, '..', 'renderer'));
  const dataDir = resolve(parsed.args.dataDir ?? defaultDataDir(process.env, process.platform, homedir()));
  const version = readPackageVersion(join(here, '..', '..', 'package.json')) ?? '0.0.0';
  const logFile = bugLogFile(dataDir, 'web');
  const log = consoleLog(logFile);
  const calls = startCampaignCalls({
    entry: overrides.workerEntry ?? new URL('./worker.mjs', import.meta.url),
    setup: { dataDir, mode: 'browser', version },
    timeoutMs: overrides.callTimeoutMs,
    log,
    // The worker's own news (a search's progress, a finished proposal) goes out on the server's streams.
    onEvent: (event, payload) => server?.emit(event, payload),
  });
  // The heavy reads (summaries, prints) in a process of their own: the game master's calls never wait behind them.
  const renders = startRenders({ entry: overrides.renderEntry ?? new URL('./render.mjs', import.meta.url), version, current: () => calls.current(), timeoutMs: overrides.renderTimeoutMs ?? overrides.callTimeoutMs, log });
  let server: WebServer | undefined;
  try {
    await calls.ready;
    const handlers = { ...calls.handlers, ...renders.handlers };
    server = await startServer({ handlers, staticDir, port: parsed.args.port, host: '127.0.0.1', lan: parsed.args.lan, log, logFile, unqueued: new Set(['app.info']), heavy: HEAVY_CALLS });
  } catch (err) {
    await renders.close();
    await calls.close();
    const reason = err instanceof Error ? err.message : String(err);
    process.stderr.write(`Не удалось запустить сервер на 127.0.0.1:${parsed.args.port}: ${reason}\nCould not start the server on 127.0.0.1:${parsed.args.port}: ${reason}\n`);
    process.exitCode = 1;
    return null;
  }
  const lan = server.lan();
  process.stdout.write(
    `Полководец — режим браузера. Откройте / Open: ${server.url}\n` +
      (lan ? `Сеть клуба / Club network: ${lan.origin} — только экраны просмотра по кодам из консоли / view screens only, by the console's codes\n` : '') +
      `Данные / Data: ${dataDir}\n` +
      'Ctrl+C — остановить / stop.\n',
  );
  let stopping = false;
  const stop = () => {
    // A second signal: at once.
    if (stopping) process.exit(1);
    stopping = true;
    setTimeout(() => {
      process.stderr.write('web: could not stop in time; exiting\n');
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    void server
      .close()
      .then(() => renders.close())
      .then(() => calls.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          log.error('stop failed', err);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

function isEntry(): boolean {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntry()) void main(process.argv.slice(2));
