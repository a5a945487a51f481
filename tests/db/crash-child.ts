/**
 * The crash test's child: opens a campaign file and plays random legal actions on it (orders, ends
 * of move, appointments, corrections, undos and redos, now and then closing and opening again) until it is
 * killed. Bundled by tests/db/crash.test.ts; run as `node crash-child.mjs FILE SEED`.
 * Prints "ready" once the file is open. Exits by itself only on a failure (status 3).
 */
import { CampaignService, type Campaign } from '../../main/campaign/service';
import { chooseAction, perform, rng } from './play';

const [file, seedText] = process.argv.slice(2);
const random = rng(Number(seedText));
const svc = new CampaignService({ appVersion: 'crash-test', mode: 'crash-test', keepBackups: 3 });

function open(): Campaign {
  const opened = svc.open(file, { session: random() < 0.5 });
  if (!opened.ok) fail(`open: ${opened.error.code} ${opened.error.message.en}`);
  return opened.value;
}

function fail(message: string): never {
  process.stderr.write(`crash-child: ${message}\n`);
  process.exit(3);
}

let campaign = open();
process.stdout.write('ready\n');
for (let n = 1; ; n++) {
  if (n % 40 === 0) {
    campaign.close();
    campaign = open();
  }
  const action = chooseAction(campaign.state(), random, { correction: 0.03, undo: 0.04, redo: 0.3, endMove: 0.2 }, campaign.undoDepth(), campaign.redoDepth()) ?? { kind: 'undo' as const, steps: Math.min(campaign.undoDepth(), 5) };
  const r = perform(campaign, action);
  if (!r.ok) fail(`${action.kind}: ${r.error.code} ${r.error.message.en}`);
}
