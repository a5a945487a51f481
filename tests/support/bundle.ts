/** Node bundles for the browser-mode tests, built as scripts/build.mjs builds out/web (a worker thread or child process cannot load TypeScript itself). */
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export async function bundleNode(entryPoints: Record<string, string>, outdir: string): Promise<void> {
  await build({
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: ['better-sqlite3', 'electron', 'electron-log', 'playwright-core'],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
}

/**
 * The bots' worker (or a stand-in, e.g. tests/support/endlessSearch.ts) bundled as scripts/build.mjs
 * bundles it into out/bots/, here as `name` in `dir`: its file URL, for the bots' runner.
 */
export async function bundleWorker(dir: string, entry: URL = new URL('../../main/bots/worker.ts', import.meta.url), name = 'worker.mjs'): Promise<URL> {
  const outfile = join(dir, name);
  await build({ entryPoints: [fileURLToPath(entry)], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'silent' });
  return pathToFileURL(outfile);
}
