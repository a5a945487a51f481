/**
 * The move packet's page (issue 23 item 7): `renderer/packet.html` → `out/packet/packet.html`, one
 * self-contained file — script, style and fonts inlined by vite-plugin-singlefile — that `polk move
 * out` fills with a packet. Its Content-Security-Policy allows no request at all: scripts only by the
 * hash of the one inline script (filled in here, after the inlining), fonts and images only as data.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const HASHES = "'sha256-__POLK_SCRIPT_HASHES__'";

/** The CSP's script-src: the SHA-256 of every inline script that runs (the packet's JSON is data, not a script). */
function scriptHashes(): Plugin {
  return {
    name: 'polk-packet-csp',
    enforce: 'post',
    // After vite-plugin-singlefile's own (also 'post', and listed first): the scripts are inline by then.
    generateBundle: { order: 'post', handler(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
        const html = String(file.source);
        const scripts = [...html.matchAll(/<script(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
        if (!scripts.length || !html.includes(HASHES)) throw new Error('packet page: no inline script or no CSP placeholder');
        const sources = scripts.map((s) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`).join(' ');
        file.source = html.replace(HASHES, sources);
      }
    } },
  };
}

export default defineConfig({
  root: here('./renderer'),
  base: './',
  plugins: [viteSingleFile({ removeViteModuleLoader: true }), scriptHashes()],
  build: {
    outDir: here('./out/packet'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      input: here('./renderer/packet.html'),
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION') return;
        warn(warning);
      },
    },
  },
});
