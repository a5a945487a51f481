/** Node bundles for the browser-mode tests, built as scripts/build.mjs builds out/web (a worker thread or child process cannot load TypeScript itself). */
import { build } from 'esbuild';

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
