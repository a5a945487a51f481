// `npm start`: build, then open the console in Electron. Where the Electron binary cannot be fetched or
// started (these machines fetch none), say so in one line and start browser mode instead.
//   POLK_NO_BUILD=1  skip the build (tests)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const mainBundle = join(root, 'out', 'main', 'electron.cjs');
// An Electron that dies this soon did not start (missing libraries, no display…).
const STARTUP_MS = 5000;

if (process.env.POLK_NO_BUILD !== '1') {
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** The binary's path, or why there is none. `require('electron')` downloads a missing binary; run it
 * in a child so the attempt's output stays out of the way. */
function findElectron() {
  const r = spawnSync(process.execPath, ['-e', "process.stdout.write('\\n' + require('electron'))"], {
    cwd: root,
    encoding: 'utf8',
    timeout: 10 * 60 * 1000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const path = (r.stdout ?? '').split('\n').pop()?.trim();
  if (r.status === 0 && path) return existsSync(path) ? { path } : { reason: `${path} does not exist` };
  const detail = (r.stderr ?? '').split('\n').map((l) => l.trim()).find((l) => /^(Error|RequestError|HTTPError)|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|failed/i.test(l));
  return { reason: (detail ?? r.error?.message ?? 'the binary could not be fetched').slice(0, 160) };
}

const WHY = {
  fetch: { ru: 'не удалось получить его двоичный файл', en: 'its binary could not be fetched' },
  start: { ru: 'он не запустился', en: 'it could not be started' },
};

async function browserMode(kind, detail) {
  const why = WHY[kind];
  process.stderr.write(`Electron недоступен — ${why.ru} (${detail}); открываю режим браузера. / Electron is unavailable — ${why.en} (${detail}); starting browser mode instead.\n`);
  const serve = join(root, 'out', 'web', 'serve.mjs');
  const { main } = await import(pathToFileURL(serve).href);
  await main([]);
}

function runElectron(path) {
  return new Promise((resolveRun) => {
    const env = { ...process.env };
    delete env.ELECTRON_RUN_AS_NODE;
    const child = spawn(path, [mainBundle, ...process.argv.slice(2)], { cwd: root, env, stdio: ['ignore', 'inherit', 'pipe'] });
    let starting = true;
    let early = '';
    child.stderr.on('data', (chunk) => {
      if (starting) early += chunk;
      else process.stderr.write(chunk);
    });
    const timer = setTimeout(() => {
      starting = false;
      process.stderr.write(early);
      early = '';
    }, STARTUP_MS);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.once('error', (err) => {
      clearTimeout(timer);
      resolveRun({ failed: err.message });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (starting && code !== 0 && signal === null) {
        const first = early.split('\n').map((l) => l.trim()).find(Boolean) ?? `exit code ${code}`;
        resolveRun({ failed: first.slice(0, 160) });
      } else {
        resolveRun({ code: code ?? 0 });
      }
    });
  });
}

const electron = findElectron();
if (!electron.path) {
  await browserMode('fetch', electron.reason);
} else {
  const outcome = await runElectron(electron.path);
  if (outcome.failed) await browserMode('start', outcome.failed);
  else process.exit(outcome.code);
}
