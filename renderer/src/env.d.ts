/// <reference types="vite/client" />

// Lets plain `tsc` read imports of single-file components; vue-tsc checks the real files.
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}
