/** Browser mode's campaign worker (built to out/web/worker.mjs, started by serve.ts through calls.ts). */
import { runCampaignWorker } from './worker-loop';

void runCampaignWorker();
