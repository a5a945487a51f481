/**
 * A writer of the concurrent-writer test: opens a campaign file that other processes write too, and
 * takes COUNT random legal actions (orders, ends of move, appointments, corrections), printing each
 * acknowledgement as one JSON line `{ seq, kind, hash }` (hash: of the acknowledged state), or
 * `{ refused: code }` when another writer got there first. Bundled by tests/db/writers.test.ts;
 * run as `node writer-child.mjs FILE SEED COUNT`.
 */
import { stateHash } from '../../db';
import { CampaignService } from '../../main/campaign/service';
import { chooseAction, perform, rng } from './play';

const [file, seedText, countText] = process.argv.slice(2);
const random = rng(Number(seedText));
const svc = new CampaignService({ appVersion: 'writers-test', mode: 'writers-test', keepBackups: 2, busyTimeoutMs: 10_000 });
const opened = svc.open(file);
if (!opened.ok) {
  process.stderr.write(`writer-child: open: ${opened.error.code} ${opened.error.message.en}\n`);
  process.exit(3);
}
const campaign = opened.value;
const KIND = { order: 'order', end_move: 'end_move', appoint: 'appoint', correction: 'correction' } as const;
for (let n = 0; n < Number(countText); n++) {
  const action = chooseAction(campaign.state(), random, { correction: 0.05, endMove: 0.35 });
  if (!action || action.kind === 'undo' || action.kind === 'redo') break;
  const r = perform(campaign, action);
  if (!r.ok) {
    process.stdout.write(`${JSON.stringify({ refused: r.error.code })}\n`);
    continue;
  }
  const { view } = r.value as { view: { seq: number; state: Parameters<typeof stateHash>[0] } };
  process.stdout.write(`${JSON.stringify({ seq: view.seq, kind: KIND[action.kind], hash: stateHash(view.state) })}\n`);
}
campaign.close();
