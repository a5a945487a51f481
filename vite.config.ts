/**
 * The renderer build (Vue 3 + Pinia + vue-konva): `renderer/` → `out/renderer/`. No network, no
 * inline scripts (the Electron CSP is `script-src 'self'`): one module script, CSS and fonts as files.
 */
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./renderer'),
  base: './',
  plugins: [vue()],
  // Static compile-time flags of Vue and vue-i18n (no options API, no devtools). vue-i18n 11 compiles
  // messages to an AST and walks it (JIT): no `new Function`, so the CSP holds.
  define: {
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    __VUE_I18N_FULL_INSTALL__: 'true',
    __VUE_I18N_LEGACY_API__: 'false',
    __INTLIFY_PROD_DEVTOOLS__: 'false',
    __INTLIFY_JIT_COMPILATION__: 'true',
    __INTLIFY_DROP_MESSAGE_COMPILER__: 'false',
  },
  build: {
    outDir: here('./out/renderer'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Fonts and images stay files: `font-src 'self'` then needs no data: URLs.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1200,
    reportCompressedSize: false,
    rollupOptions: {
      // zod's comments confuse Rollup's annotation parser; harmless, and not ours to fix.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION') return;
        warn(warning);
      },
    },
  },
  server: { strictPort: false },
});
