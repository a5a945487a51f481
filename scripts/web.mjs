// `npm run web [-- --port N] [-- --data-dir DIR]`: browser mode. Builds first if the build is missing,
// then starts out/web/serve.mjs (127.0.0.1 only; prints the URL with this launch's token; opens nothing).
//   POLK_NO_BUILD=1  never build (tests)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serve = join(root, 'out', 'web', 'serve.mjs');
const rendererMissing = existsSync(join(root, 'renderer', 'index.html')) && !existsSync(join(root, 'out', 'renderer', 'index.html'));

if (process.env.POLK_NO_BUILD !== '1' && (!existsSync(serve) || rendererMissing)) {
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const { main } = await import(pathToFileURL(serve).href);
await main(process.argv.slice(2));
