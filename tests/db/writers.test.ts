/**
 * Several writers on one file: four child processes playing through the campaign service and a
 * stream of `polk end-move --json` runs, all at once. Every acknowledgement must describe exactly the
 * action it acknowledges — checked afterwards against the log: the entry at the acknowledged seq
 * has the acknowledged kind and the acknowledged state's hash (for `polk`, whose answer shows the
 * public state: that state equals the public state after that entry). Issue 11 saw an `end-move`
 * that wrote #151 answer `seq: 152` with another writer's state.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { stateHash } from '../../db';
import { publicState } from '../../shared/publicState';
import { runToEnd } from '../support/run';
import { must, service, tempDir } from './helpers';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CHILD = join(ROOT, 'out', 'test', 'writer-child.mjs');
const POLK = join(ROOT, 'bin', 'polk.mjs');
const WRITERS = 4;
const ACTIONS_EACH = 60;
const CLI_RUNS = 12;

beforeAll(async () => {
  mkdirSync(dirname(CHILD), { recursive: true });
  await build({
    entryPoints: [join(ROOT, 'tests/db/writer-child.ts')],
    outfile: CHILD,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: ['better-sqlite3'],
    logLevel: 'warning',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
});


describe('concurrent writers', () => {
  it('every acknowledgement matches its log entry: seq, kind and state', { timeout: 240_000 }, async () => {
    expect(existsSync(join(ROOT, 'out', 'cli', 'polk.mjs')), 'npm run build first').toBe(true);
    const dir = tempDir('writers');
    const file = join(dir, 'shared.polk');
    must(service().create(file, { preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'small', seed: 3, turnLimit: 80 } })).close();

    const env = { ...process.env, POLK_DATA_DIR: join(dir, 'data') };
    const children = Array.from({ length: WRITERS }, (_, i) => runToEnd([CHILD, file, String(100 + i), String(ACTIONS_EACH)]));
    // `polk end-move` runs meanwhile, one after another, each its own process and connection.
    const cli = (async () => {
      const acks: { seq: number; state: unknown }[] = [];
      for (let i = 0; i < CLI_RUNS; i++) {
        const r = await runToEnd([POLK, 'end-move', file, '--json'], env);
        if (r.status === 0) {
          const doc = JSON.parse(r.out) as { ok: true; seq: number; state: unknown };
          acks.push({ seq: doc.seq, state: doc.state });
        } else {
          // Refused by the rules (a marshal to appoint first) is fine; anything else is not.
          expect(r.status, r.err).toBe(2);
        }
      }
      return acks;
    })();
    const results = await Promise.all(children);
    const cliAcks = await cli;

    const acks: { seq: number; kind: string; hash: string }[] = [];
    for (const r of results) {
      expect(r.status, r.err).toBe(0);
      for (const line of r.out.split('\n').filter(Boolean)) {
        const doc = JSON.parse(line) as { seq?: number; kind?: string; hash?: string; refused?: string };
        if (doc.seq !== undefined) acks.push(doc as { seq: number; kind: string; hash: string });
      }
    }
    const db = new Database(file, { readonly: true });
    const entry = db.prepare('SELECT seq, kind, state_hash FROM log WHERE seq = ?');
    const total = (db.prepare('SELECT COUNT(*) AS n FROM log').get() as { n: number }).n;
    // An order's entry keeps no hash (schema 7): its acknowledged state is checked by replaying the log below.
    for (const a of acks) {
      expect(entry.get(a.seq), `acknowledged #${a.seq}`).toEqual({ seq: a.seq, kind: a.kind, state_hash: a.kind === 'order' ? '' : a.hash });
    }
    db.close();
    // Each seq is acknowledged once at most: no two writers were told they wrote the same entry.
    const seqs = [...acks.map((a) => a.seq), ...cliAcks.map((a) => a.seq)];
    expect(new Set(seqs).size).toBe(seqs.length);

    const c = must(service().open(file));
    for (const a of acks.filter((a) => a.kind === 'order')) expect(stateHash(must(c.stateAt(a.seq))), `acknowledged order #${a.seq}`).toBe(a.hash);
    for (const a of cliAcks) {
      expect(c.history(a.seq - 1, a.seq).map((e) => e.kind), `polk end-move #${a.seq}`).toEqual(['end_move']);
      expect(a.state, `polk end-move #${a.seq}: the state after its own entry`).toEqual(publicState(must(c.stateAt(a.seq))));
    }
    expect(c.verify().problems).toEqual([]);
    c.close();
    console.log(`concurrent writers: ${acks.length} service and ${cliAcks.length} polk acknowledgements checked against ${total} log entries`);
    expect(acks.length).toBeGreaterThan(WRITERS * 10);
  });
});
