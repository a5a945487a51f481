/**
 * `npm run web`: browser mode. Starts the server on 127.0.0.1 (a free port, or `--port N`) with the
 * campaign service over the data folder, prints the URL with this launch's token, and opens nothing.
 * Built to out/web/serve.mjs; scripts/web.mjs and scripts/start.mjs (as the fallback) call `main`.
 */
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { realpathSync } from 'node:fs';
import { bugLogFile, logBug } from '../app/bugLog';
import { createCore } from '../app/core';
import { readPackageVersion } from '../app/version';
import { defaultDataDir } from '../policy/paths';
import { parseServeArgs, SERVE_USAGE } from '../policy/serveArgs';
import { startServer, type WebServer } from './server';

/** Warnings to stderr; bugs with their stacks to `<data>/logs/web.log` too (named in the reply). */
const consoleLog = (logFile: string) => ({
  info: () => undefined,
  warn: (message: string) => process.stderr.write(`web: ${message}\n`),
  error: (message: string, meta?: unknown) => {
    process.stderr.write(`web: ${message} ${meta instanceof Error ? (meta.stack ?? meta.message) : ''}\n`);
    logBug(logFile, message, meta);
  },
});

/** Start browser mode; resolves with the running server (it keeps the process alive). */
export async function main(argv: readonly string[]): Promise<WebServer | null> {
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
  // Bundled to out/web/serve.mjs: the renderer is out/renderer.
  const here = dirname(fileURLToPath(import.meta.url));
  const staticDir = resolve(parsed.args.staticDir ?? join(here, '..', 'renderer'));
  const dataDir = resolve(parsed.args.dataDir ?? defaultDataDir(process.env, process.platform, homedir()));
  const version = readPackageVersion(join(here, '..', '..', 'package.json')) ?? '0.0.0';
  const logFile = bugLogFile(dataDir, 'web');
  const log = consoleLog(logFile);
  const core = createCore({ dataDir, mode: 'browser', version, log });
  let server: WebServer;
  try {
    server = await startServer({ handlers: core.handlers, staticDir, port: parsed.args.port, host: '127.0.0.1', log, logFile });
  } catch (err) {
    core.close();
    const reason = err instanceof Error ? err.message : String(err);
    process.stderr.write(`Не удалось запустить сервер на 127.0.0.1:${parsed.args.port}: ${reason}\nCould not start the server on 127.0.0.1:${parsed.args.port}: ${reason}\n`);
    process.exitCode = 1;
    return null;
  }
  process.stdout.write(
    `Полководец — режим браузера. Откройте / Open: ${server.url}\n` +
      `Данные / Data: ${dataDir}\n` +
      'Ctrl+C — остановить / stop.\n',
  );
  const stop = () => {
    void server.close().finally(() => {
      core.close();
      process.exit(0);
    });
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
