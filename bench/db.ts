/**
 * Campaign files (issue 3): order submit + commit latency with synchronous = FULL; opening the file of
 * a whole 80-turn large three-army game and producing its state; `verify`, undo/redo and export of that file.
 * Targets: open ≤ 50 ms; verify ≤ 300 ms; commit p99 ≤ 2× the fsync floor (issue 24): the p99 of a
 * bare SQLite insert-and-commit with the campaign file's own pragmas, measured in the same run — one
 * floor commit beside each order's (before it and after it in turn), into a second file in the same
 * folder, so both see the same disk and the same load. At every end of move the floor's WAL is
 * checkpointed and started over by one commit left out of its figures, as the campaign's end of move
 * does (main/campaign/live.ts): so the timed commits of both append to a short WAL, never growing it
 * and never paying the second sync of a WAL that starts over. docs/commit-latency.md keeps where an
 * order's time goes and what was ruled out.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { checkpoint, openConnection } from '../db';
import { CampaignService } from '../main/campaign/service';
import { publicState } from '../shared/publicState';
import { chooseAction, perform, rng } from '../tests/db/play';

const ms = (t: number) => `${t.toFixed(2)} ms`;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const median = (xs: number[]) => quantile([...xs].sort((a, b) => a - b), 0.5);

function line(label: string, value: string, target?: string) {
  console.log(`${label.padEnd(58)} ${value.padEnd(28)} ${target ? `target ${target}` : ''}`);
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'polk-bench-'));
  try {
    const svc = new CampaignService({ appVersion: 'bench', mode: 'bench' });
    const floor = fsyncFloor(join(dir, 'floor.sqlite'));
    // Each order's window (start, end): its time, and which of them a V8 collection fell in (below).
    const orderWindows: [number, number][] = [];
    const gcs: [number, number][] = [];
    const collections = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) gcs.push([e.startTime, e.startTime + e.duration]);
    });
    collections.observe({ entryTypes: ['gc'] });
    const floorTimes: number[] = [];
    const endTimes: number[] = [];
    const turnEndTimes: number[] = [];
    // Three whole games, so that the p99 is the 28th slowest commit of each kind, not the 10th: one
    // game's tail moved the ratio by half its value from run to run. The first game's file is the one
    // opened, verified and exported below.
    const games = [1812, 1813, 1814].map((seed, g) => {
      const file = join(dir, `large-${seed}.polk`);
      const made = svc.create(file, { preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed } });
      if (!made.ok) throw new Error(made.error.message.en);
      const c = made.value;
      // A whole game: random legal orders (the move ends by chance or when no order is left).
      const random = rng(42 + g);
      let orders = 0;
      for (;;) {
        // Drawn with the engine's sampler: the driver's own garbage stays out of the commits timed (tests/db/play.ts).
        const action = chooseAction(c.state(), random, { endMove: 0.15, sampled: true });
        if (!action) break;
        const turn = c.state().turn;
        // The floor's commit goes before the order's and after it, in turn: neither always follows the other's fsync.
        const floorFirst = action.kind === 'order' && orderWindows.length % 2 === 0;
        if (floorFirst) floorTimes.push(floor.commit());
        const t0 = performance.now();
        const r = perform(c, action);
        const dt = performance.now() - t0;
        if (!r.ok) throw new Error(`${action.kind}: ${r.error.code}`);
        if (action.kind === 'order') {
          if (!floorFirst) floorTimes.push(floor.commit());
          orderWindows.push([t0, t0 + dt]);
          orders++;
        } else if (action.kind === 'end_move') {
          (c.state().turn !== turn || c.state().status === 'finished' ? turnEndTimes : endTimes).push(dt);
          floor.endOfMove();
        }
      }
      const final = c.state();
      const entries = c.seq() + 1;
      c.close();
      return { file, final, entries, orders };
    });
    floor.close();
    const { file, final, entries, orders } = games[0];
    // The observer hears of them on the event loop's next turns.
    await new Promise((resolve) => setTimeout(resolve, 100));
    collections.disconnect();
    const duration = ([s, e]: [number, number]) => e - s;
    const orderTimes = orderWindows.map(duration).sort((a, b) => a - b);
    const collected = orderWindows.filter(([s, e]) => gcs.some(([gs, ge]) => gs < e && ge > s));
    const withoutCollections = orderWindows.filter((w) => !collected.includes(w)).map(duration).sort((a, b) => a - b);
    floorTimes.sort((a, b) => a - b);
    endTimes.sort((a, b) => a - b);

    // Tails (p99) include whatever else the machine runs: the load says how busy it was.
    console.log(`load average (1 min) ${loadavg()[0].toFixed(2)}; order commits measured: ${orderTimes.length}`);
    console.log(`${games.length} whole games; the first: ${entries} log entries, ${orders} orders, turn ${final.turn}/${final.options.turnLimit}, ${final.status}, winner ${final.winner}; file ${(statSync(file).size / 1024).toFixed(0)} KiB`);
    line('order submit + commit (synchronous=FULL), p50', ms(quantile(orderTimes, 0.5)));
    line('order submit + commit (synchronous=FULL), p99', ms(quantile(orderTimes, 0.99)));
    line(`fsync floor: bare insert + commit, same pragmas, ${floorTimes.length}× p50`, ms(quantile(floorTimes, 0.5)));
    line('fsync floor p99', ms(quantile(floorTimes, 0.99)));
    line('order commit p50 / floor p50', `${(quantile(orderTimes, 0.5) / quantile(floorTimes, 0.5)).toFixed(2)}×`);
    line('order commit p99 / floor p99', `${(quantile(orderTimes, 0.99) / quantile(floorTimes, 0.99)).toFixed(2)}×`, '≤ 2×');
    // How much of the orders' tail V8's collections of the young generation make: a few a run, 2–5 ms
    // each, and those that fall in a timed window fall in an order's (the process's largest allocator;
    // the floor allocates next to nothing). A diagnosis beside the figure above, not in its place.
    line(`  orders with a V8 collection inside (of ${gcs.length} in the run)`, `${collected.length}`);
    line('  order p99 without them / floor p99 (a diagnosis)', `${(quantile(withoutCollections, 0.99) / quantile(floorTimes, 0.99)).toFixed(2)}×`);
    line('end of move (snapshot) p50 / p99', `${ms(quantile(endTimes, 0.5))} / ${ms(quantile(endTimes, 0.99))}`);
    line('end of turn (snapshot + automatic backup) median', ms(median(turnEndTimes)));

    // Open the file and produce its state (the first opening, then the median of 20).
    const openTimes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const t0 = performance.now();
      const opened = svc.open(file);
      if (!opened.ok) throw new Error(opened.error.message.en);
      publicState(opened.value.state());
      openTimes.push(performance.now() - t0);
      opened.value.close();
    }
    line('open the whole-game file + its state: first', ms(openTimes[0]), '≤ 50 ms');
    line('open the whole-game file + its state: median of 20', ms(median(openTimes.slice(1))), '≤ 50 ms');

    const opened = svc.open(file);
    if (!opened.ok) throw new Error(opened.error.message.en);
    const v = opened.value;
    const replayTimes: number[] = [];
    const fullTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      let t0 = performance.now();
      const report = v.verify({ integrity: false });
      replayTimes.push(performance.now() - t0);
      if (!report.ok) throw new Error('verify failed');
      t0 = performance.now();
      v.verify();
      fullTimes.push(performance.now() - t0);
    }
    line(`verify: replay ${entries} entries + compare every hash kept and every order's events, median`, ms(median(replayTimes)), '≤ 300 ms');
    line('verify with SQLite integrity_check (polk verify), median', ms(median(fullTimes)));

    // Undo and redo move the head (nothing is deleted); the window's one round trip reads the changes.
    const undoTimes: number[] = [];
    const redoTimes: number[] = [];
    const changesTimes: number[] = [];
    for (let i = 0; i < 20; i++) {
      let t0 = performance.now();
      const undone = v.undo(10);
      undoTimes.push(performance.now() - t0);
      t0 = performance.now();
      const redone = v.redo(10);
      redoTimes.push(performance.now() - t0);
      if (!undone.ok || !redone.ok) throw new Error('undo/redo failed');
      t0 = performance.now();
      v.changesSince(v.seq() - 1);
      changesTimes.push(performance.now() - t0);
    }
    line('undo 10 steps (the head moves back), median', ms(median(undoTimes)));
    line('redo 10 steps (back to the identical state), median', ms(median(redoTimes)));
    line("changes since the window's last entry (one order), median", ms(median(changesTimes)));

    const exportTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const r = v.exportCopy(join(dir, `export-${i}.polk`));
      exportTimes.push(performance.now() - t0);
      if (!r.ok) throw new Error(r.error.message.en);
    }
    line('export (VACUUM INTO, journal DELETE, fsync), median', ms(median(exportTimes)));
    line('export size', `${(statSync(join(dir, 'export-0.polk')).size / 1024).toFixed(0)} KiB`);
    v.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The fsync floor: a bare table on the campaign file's own connection (db/file.ts openConnection:
 * WAL, synchronous = FULL, foreign keys, busy timeout, autocheckpoint), and per commit one row of
 * about an order entry's size inserted in an IMMEDIATE transaction, as the campaign's writes are.
 */
function fsyncFloor(file: string) {
  const db = openConnection(file, { mustExist: false });
  db.exec('CREATE TABLE entry (seq INTEGER PRIMARY KEY, payload TEXT NOT NULL, at TEXT NOT NULL) STRICT');
  const insert = db.prepare('INSERT INTO entry (payload, at) VALUES (?, ?)');
  const payload = JSON.stringify({ commander: 'A1', from: [10, 12], to: [11, 13], kind: 'move', unit: 'A1-inf-1' }).repeat(3);
  const write = db.transaction((at: string) => insert.run(payload, at));
  return {
    /** One insert-and-commit; its time in ms. */
    commit(): number {
      const at = new Date().toISOString();
      const t0 = performance.now();
      write.immediate(at);
      return performance.now() - t0;
    },
    /** As at the campaign's end of move: checkpoint, then the commit that starts the WAL over (not timed). */
    endOfMove(): void {
      checkpoint(db);
      write.immediate(new Date().toISOString());
    },
    close: () => db.close(),
  };
}
