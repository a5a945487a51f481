// Build everything that runs outside vitest: the command line, the browser-mode server, the Electron
// main process and preload (esbuild), and the renderer (Vite). Runs on `npm install` (prepare) too,
// so `npx polk` works right after set-up.
import { build } from 'esbuild';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const r = (p) => resolve(root, p);
const external = ['better-sqlite3', 'electron', 'electron-log', 'playwright-core'];

const nodeEntries = [
  { in: 'main/cli/polk.ts', out: 'out/cli/polk.mjs', format: 'esm' },
  { in: 'main/web/serve.ts', out: 'out/web/serve.mjs', format: 'esm' },
  // The bots' worker thread (main/bots/runner.ts starts it from ../bots/worker.mjs beside any bundle).
  { in: 'main/bots/worker.ts', out: 'out/bots/worker.mjs', format: 'esm' },
  // Browser mode's campaign worker thread (started by serve.mjs).
  { in: 'main/web/worker.ts', out: 'out/web/worker.mjs', format: 'esm' },
  // Browser mode's render process: summaries and prints, beside the campaign worker (started by serve.mjs).
  { in: 'main/web/render.ts', out: 'out/web/render.mjs', format: 'esm' },
  // The Electron main bundle gets an import.meta.url of its own file (code shared with the ESM bundles reads it).
  { in: 'main/electron/main.ts', out: 'out/main/electron.cjs', format: 'cjs', importMetaUrl: true },
  // Sandboxed preload scripts must be a single CommonJS file.
  { in: 'preload/preload.ts', out: 'out/preload/preload.cjs', format: 'cjs' },
];

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

for (const e of nodeEntries) {
  if (!wanted('node')) break;
  if (!existsSync(r(e.in))) {
    console.warn(`build: ${e.in} does not exist yet — skipped`);
    continue;
  }
  mkdirSync(dirname(r(e.out)), { recursive: true });
  const result = await build({
    entryPoints: [r(e.in)],
    outfile: r(e.out),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: e.format,
    external,
    sourcemap: true,
    logLevel: 'warning',
    // ESM bundles that include CommonJS dependencies need a require().
    banner: e.format === 'esm'
      ? { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" }
      : e.importMetaUrl
        ? { js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" }
        : undefined,
    define: e.importMetaUrl ? { 'import.meta.url': '__importMetaUrl' } : undefined,
    write: false,
  });
  // Each file is written aside and renamed into place: test files build in parallel workers while
  // others already run `polk`, which must never load a half-written bundle.
  for (const f of result.outputFiles) {
    const partial = `${f.path}.partial-${process.pid}`;
    writeFileSync(partial, f.contents);
    renameSync(partial, f.path);
  }
}

if (wanted('renderer') && existsSync(r('renderer/index.html'))) {
  const { build: viteBuild } = await import('vite');
  await viteBuild({ configFile: r('vite.config.ts'), logLevel: 'warn' });
}
// The move packet's page: one self-contained file (vite-plugin-singlefile) that `polk move out` fills.
if ((wanted('renderer') || wanted('packet')) && existsSync(r('renderer/packet.html'))) {
  const { build: viteBuild } = await import('vite');
  await viteBuild({ configFile: r('vite.packet.config.ts'), logLevel: 'warn' });
}
console.log('build: done');
