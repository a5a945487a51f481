/**
 * Issue 25, failure 1: "accepting the machine's move can undo another writer's order (data loss)".
 * The machine's move is recorded in one write call (`record(steps, { basedOn })`, one IMMEDIATE
 * transaction that re-reads the head): raced against a `polk order` from the command line — a
 * process of its own — no acknowledged entry is ever off the head's line, a refused accept is
 * `bots/stale` with nothing of it applied, and the file verifies. 20 races with a fixed seed here;
 * `npm run fuzz` runs 200 (POLK_RACE_RUNS, POLK_FUZZ_SEED). And one accept with the command-line
 * order landed, through a hook, between its own checks and its write: `bots/stale`.
 */
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { botMove, moveSeed } from '../../shared/bots';
import { legalOrders, type GameState, type LegalOrder } from '../../shared/rules/polkovodets';
import { publicState } from '../../shared/publicState';
import { createBotHandlers } from '../../main/bots/handlers';
import { recordBotSteps } from '../../main/bots/record';
import type { Reply } from '../../shared/bridge/contract';
import { runToEnd } from '../support/run';
import { must, rawHead, service, tempDir } from '../db/helpers';
import { bundleWorker } from '../support/bundle';
import { rng } from '../db/play';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const POLK = join(ROOT, 'bin', 'polk.mjs');
const RACES = Number(process.env.POLK_RACE_RUNS ?? 20);
const SEED = Number(process.env.POLK_FUZZ_SEED ?? 25);

/** `polk order` for one legal order, as a game master would type it. */
function orderArgs(file: string, o: LegalOrder): string[] {
  const at = `${o.to[0]},${o.to[1]}`;
  const what = o.kind === 'step' ? ['--step', at] : o.kind === 'recruit' ? ['--recruit', o.recruit, '--at', at] : ['--unit', o.unit, '--to', at];
  return [POLK, 'order', file, '--commander', o.commander, ...what, '--json'];
}


/** The seqs on the head's line: from the head back to the start through each entry's parent. */
function headLine(file: string): Set<number> {
  const db = new Database(file, { readonly: true });
  try {
    const parent = new Map((db.prepare('SELECT seq, parent FROM log').all() as { seq: number; parent: number | null }[]).map((r) => [r.seq, r.parent]));
    const line = new Set<number>();
    for (let at: number | null | undefined = rawHead(db).seq; at !== null && at !== undefined; at = parent.get(at)) line.add(at);
    return line;
  } finally {
    db.close();
  }
}

let template = '';
/** How long a `polk` run takes to reach its write on this machine now (the accept is aimed around it). */
let polkMs = 500;
beforeAll(async () => {
  expect(existsSync(join(ROOT, 'out', 'cli', 'polk.mjs')), 'npm run build first').toBe(true);
  template = join(tempDir('accept-race'), 'template.polk');
  must(service().create(template, { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 7 } })).close();
  const t = Date.now();
  await runToEnd([POLK, 'state', template, '--json'], process.env);
  polkMs = Date.now() - t;
}, 60_000);

export interface RaceFigures {
  races: number;
  acceptFirst: number;
  orderFirst: number;
  stale: number;
  orderRefused: number;
}

describe('accepting the machine\'s move can undo another writer\'s order (data loss)', () => {
  it(`races the accept against a command-line order ${RACES} times: no acknowledged entry off the head's line, a refused accept is bots/stale, verify passes`, { timeout: 60_000 + RACES * 5_000 }, async () => {
    const random = rng(SEED);
    const figures: RaceFigures = { races: 0, acceptFirst: 0, orderFirst: 0, stale: 0, orderRefused: 0 };
    const dir = tempDir('accept-race');
    const env = { ...process.env, POLK_DATA_DIR: join(dir, 'data') };
    for (let race = 0; race < RACES; race++) {
      const file = join(dir, `race-${race}.polk`);
      copyFileSync(template, file);
      const c = must(service().open(file));
      try {
        const state: GameState = c.state();
        const basedOn = c.seq();
        const move = botMove('random', state, { seed: moveSeed(SEED + race, state) });
        const orders = legalOrders(state);
        const order = orders[Math.floor(random() * orders.length)]!;
        // The command line starts first; the accept lands somewhere around its write.
        const cli = runToEnd(orderArgs(file, order), env);
        await new Promise((r) => setTimeout(r, Math.floor((0.4 + random() * 1.2) * polkMs)));
        const accepted = recordBotSteps(c, 'random', move.steps, basedOn);
        const polk = await cli;
        figures.races++;

        const line = headLine(file);
        if (accepted.ok) {
          // Every step of the machine's move is on the head's line, one after another from basedOn.
          const last = accepted.value.view.seq;
          for (let s = last - move.steps.length + 1; s <= last; s++) expect(line.has(s), `race ${race}: the machine's #${s}`).toBe(true);
        } else {
          expect(accepted.error.code, `race ${race}: ${accepted.error.message.en}`).toBe('bots/stale');
          figures.stale++;
        }
        if (polk.status === 0) {
          const doc = JSON.parse(polk.out) as { seq: number; state: unknown };
          expect(line.has(doc.seq), `race ${race}: polk's acknowledged #${doc.seq} is on the head's line`).toBe(true);
          expect(doc.state, `race ${race}: polk's state is its entry's`).toEqual(publicState(must(c.stateAt(doc.seq))));
          if (accepted.ok && doc.seq > accepted.value.view.seq) figures.acceptFirst++;
          else figures.orderFirst++;
        } else {
          // Refused by the rules after the machine's move (another army to move, the commander ordered).
          expect(polk.status, `race ${race}: ${polk.err}`).toBe(2);
          expect(accepted.ok, `race ${race}: polk refused but the accept failed too`).toBe(true);
          figures.orderRefused++;
          figures.acceptFirst++;
        }
        expect(accepted.ok || polk.status === 0).toBe(true);
      } finally {
        c.close();
      }
      const again = must(service().open(file, { readOnly: true }));
      expect(again.verify().problems, `race ${race}`).toEqual([]);
      again.close();
    }
    console.log(`accept races: ${JSON.stringify(figures)}`);
    expect(figures.races).toBe(RACES);
  });
});

describe('the command-line order between propose and accept', () => {
  it('lands through the accept\'s hook, after its checks and before its write: bots/stale, nothing of the move applied, the order kept', async () => {
    const dir = tempDir('accept-hook');
    const file = join(dir, 'c.polk');
    copyFileSync(template, file);
    const workerUrl = await bundleWorker(dir);
    const c = must(service().open(file));
    const before = c.seq();
    const order = legalOrders(c.state())[0]!;
    let landed: { status: number | null; stdout: string; stderr: string } | null = null;
    const bots = createBotHandlers({
      current: () => c,
      runner: { workerUrl },
      beforeRecord: () => {
        landed = spawnSync(process.execPath, orderArgs(file, order), { encoding: 'utf8', env: { ...process.env, POLK_DATA_DIR: join(dir, 'data') } });
      },
    });
    try {
      const ok = async <T>(r: Reply<T> | Promise<Reply<T>>): Promise<T> => {
        const reply = await r;
        if (!reply.ok) throw new Error(`${reply.error.code}: ${reply.error.message.en}`);
        return reply.value;
      };
      await ok(bots['bots.setSeat']({ army: c.state().toMove, level: 'random' }));
      const { job } = await ok(bots['bots.propose']({ seed: 3 }));
      for (let i = 0; i < 600; i++) {
        const j = await ok(bots['bots.job']({ job }));
        if (j.status !== 'running') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const reply = await bots['bots.accept']({ job });
      expect(landed, 'the hook ran').not.toBeNull();
      expect(landed!.status, landed!.stderr).toBe(0);
      const acknowledged = (JSON.parse(landed!.stdout) as { seq: number }).seq;
      expect(reply.ok).toBe(false);
      expect(!reply.ok && reply.error.code).toBe('bots/stale');
      // The order is the head, and nothing of the machine's move is in the log.
      expect(acknowledged).toBe(before + 1);
      const line = headLine(file);
      expect([...line].sort((a, b) => b - a)[0]).toBe(acknowledged);
      const db = new Database(file, { readonly: true });
      expect((db.prepare('SELECT COUNT(*) AS n FROM log').get() as { n: number }).n).toBe(acknowledged + 1);
      db.close();
    } finally {
      bots.dispose();
      c.close();
    }
  }, 60_000);
});
