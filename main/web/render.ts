/** Browser mode's render process (built to out/web/render.mjs, started by serve.ts through renders.ts). */
import { runRenderProcess } from './render-loop';

runRenderProcess(process.env.POLK_VERSION ?? '0.0.0');
