/**
 * The damage property: a real campaign file, damaged at random — a value of any column of any table
 * (garbage text, a number, NULL, random or cut-short bytes, JSON of the wrong shape), the file cut
 * short, bytes overwritten, a table or a trigger dropped — and then every `polk` reading command
 * (state, legal, verify, summary) and writing command (order, end-move, undo), run in-process —
 * and, since issue 25, a lying `user_version`, every fixture version without its triggers or with a
 * lying version, and `--out` (summary, export, battle) onto a device, a FIFO, a symlink or a socket —
 * through the command line's own `run`. Each ends in success, a coded refusal or a verify failure:
 * never a bug line, never a stack trace. A reading command leaves the file's bytes as they were
 * (or, for a file with damaged pages, moved aside whole, as opening does with those).
 *
 * `npm test` runs a fixed seed and a count sized for two cores; `npm run fuzz` sets POLK_FUZZ_RUNS
 * (and POLK_FUZZ_SEED) for a long run and prints the figures per category.
 */
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, openSync, writeSync, closeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, type Io } from '../../main/cli/run';
import { chooseAction, perform, rng } from './play';
import { must, service, sha256File, tempDir } from './helpers';

const RUNS = Number(process.env.POLK_FUZZ_RUNS ?? 60);
const SEED = Number(process.env.POLK_FUZZ_SEED ?? 20261201);

const READERS = [['state'], ['legal', '--json'], ['verify'], ['summary', '--turn', '1', '--format', 'md']] as const;
const WRITERS = [['end-move'], ['undo'], ['order']] as const;

/** The tables a campaign file has, each with its columns (read from a real file in beforeAll). */
const columns: Record<string, { name: string; type: string }[]> = {};
let base = '';
let dir = '';
let dataDir = '';

/** One way to damage a file. */
type Damage =
  | { readonly kind: 'value'; readonly table: string; readonly column: number; readonly row: number; readonly value: Value }
  | { readonly kind: 'truncate'; readonly at: number }
  | { readonly kind: 'overwrite'; readonly at: number; readonly bytes: Uint8Array }
  | { readonly kind: 'drop_table'; readonly table: string }
  | { readonly kind: 'drop_trigger'; readonly trigger: number }
  /** `user_version` set lower than the schema the file holds (issue 25). */
  | { readonly kind: 'version_lie'; readonly lower: number }
  /** A file of an earlier schema version (a fixture), its triggers dropped or its version lowered. */
  | { readonly kind: 'old_file'; readonly fixture: number; readonly strip: 'triggers' | 'version' }
  /** A sound file, and an output target that is not a regular file (issue 25). */
  | { readonly kind: 'out_target'; readonly target: 'device' | 'fifo' | 'symlink' | 'socket'; readonly command: 'summary' | 'export' | 'battle' };

type Value =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'number'; readonly n: number }
  | { readonly kind: 'null' }
  | { readonly kind: 'blob'; readonly bytes: Uint8Array }
  | { readonly kind: 'cut'; readonly keep: number }
  | { readonly kind: 'json'; readonly text: string };

const TABLES = ['campaign', 'log', 'snapshot', 'current', 'ledger', 'correction', 'session', 'setting', 'start_entry', 'redo', 'battle', 'battle_run'];

const value: fc.Arbitrary<Value> = fc.oneof(
  fc.string({ maxLength: 40 }).map((text) => ({ kind: 'text' as const, text })),
  fc.oneof(fc.integer(), fc.double(), fc.constantFrom(2 ** 53, -1, 0, 1e308)).map((n) => ({ kind: 'number' as const, n })),
  fc.constant({ kind: 'null' as const }),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ kind: 'blob' as const, bytes })),
  fc.double({ min: 0, max: 0.99, noNaN: true }).map((keep) => ({ kind: 'cut' as const, keep })),
  fc.constantFrom('{}', '[]', 'null', '"x"', '5', '[{"type":5}]', '{"turn":"one"}', '{"turn":1}', '[[1,2]]', '{"width":3}').map((text) => ({ kind: 'json' as const, text })),
);

const damage: fc.Arbitrary<Damage> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('value' as const), table: fc.constantFrom(...TABLES), column: fc.nat(20), row: fc.nat(200), value }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at: fc.double({ min: 0, max: 0.999, noNaN: true }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('overwrite' as const), at: fc.double({ min: 0, max: 0.999, noNaN: true }), bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop_table' as const), table: fc.constantFrom(...TABLES) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop_trigger' as const), trigger: fc.nat(40) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('version_lie' as const), lower: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('old_file' as const), fixture: fc.nat(20), strip: fc.constantFrom('triggers' as const, 'version' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('out_target' as const), target: fc.constantFrom('device' as const, 'fifo' as const, 'symlink' as const, 'socket' as const), command: fc.constantFrom('summary' as const, 'export' as const, 'battle' as const) }) },
);

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const FIXTURE_FILES = readdirSync(FIXTURES).filter((n) => n.endsWith('.sqlite')).sort();

/** What happened in the runs, per category, for the closing figures. */
const figures = new Map<string, { cases: number; applied: number; refusals: number; verifyFailures: number; successes: number; throws: number }>();

function categoryOf(d: Damage): string {
  if (d.kind === 'value') return `value ${d.table} (${d.value.kind})`;
  if (d.kind === 'old_file') return `old file (${d.strip}): ${FIXTURE_FILES[d.fixture % FIXTURE_FILES.length]!.replace('.sqlite', '')}`;
  if (d.kind === 'out_target') return `--out onto a ${d.target}`;
  return d.kind;
}

/** Damage the closed file `file`; false when SQLite itself refused the damage (a NOT NULL, a CHECK). */
function applyDamage(file: string, d: Damage): boolean {
  if (d.kind === 'out_target') return true;
  if (d.kind === 'old_file') copyFileSync(join(FIXTURES, FIXTURE_FILES[d.fixture % FIXTURE_FILES.length]!), file);
  if (d.kind === 'version_lie' || (d.kind === 'old_file' && d.strip === 'version')) {
    const db = new Database(file);
    try {
      const version = db.pragma('user_version', { simple: true }) as number;
      const lower = d.kind === 'version_lie' ? d.lower : 1;
      if (version - lower < 1) return false;
      db.pragma(`user_version = ${version - lower}`);
      return true;
    } finally {
      db.close();
    }
  }
  if (d.kind === 'old_file') {
    const db = new Database(file);
    try {
      for (const { name } of db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all() as { name: string }[]) db.exec(`DROP TRIGGER "${name}"`);
      return true;
    } finally {
      db.close();
    }
  }
  if (d.kind === 'truncate') {
    truncateSync(file, Math.floor(readFileSync(file).length * d.at));
    return true;
  }
  if (d.kind === 'overwrite') {
    const size = readFileSync(file).length;
    const fd = openSync(file, 'r+');
    writeSync(fd, d.bytes, 0, d.bytes.length, Math.floor(size * d.at));
    closeSync(fd);
    return true;
  }
  const db = new Database(file);
  try {
    db.pragma('foreign_keys = OFF');
    const triggers = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name").all() as { name: string; sql: string }[];
    if (d.kind === 'drop_trigger') {
      if (!triggers.length) return false;
      db.exec(`DROP TRIGGER "${triggers[d.trigger % triggers.length].name}"`);
      return true;
    }
    if (d.kind === 'drop_table') {
      db.exec(`DROP TABLE IF EXISTS "${d.table}"`);
      return true;
    }
    const cols = columns[d.table];
    const rows = db.prepare(`SELECT rowid AS id FROM "${d.table}" ORDER BY rowid`).all() as { id: number }[];
    if (!cols || !rows.length) return false;
    const col = cols[d.column % cols.length].name;
    const rowid = rows[d.row % rows.length].id;
    const old = (db.prepare(`SELECT "${col}" AS v FROM "${d.table}" WHERE rowid = ?`).get(rowid) as { v: unknown }).v;
    const v = d.value;
    const next =
      v.kind === 'text' ? v.text
      : v.kind === 'json' ? v.text
      : v.kind === 'number' ? v.n
      : v.kind === 'null' ? null
      : v.kind === 'blob' ? Buffer.from(v.bytes)
      : Buffer.isBuffer(old) ? old.subarray(0, Math.floor(old.length * v.keep))
      : typeof old === 'string' ? old.slice(0, Math.floor(old.length * v.keep))
      : null;
    // The triggers refuse changes to the log: drop them for the change, and put them back.
    for (const t of triggers) db.exec(`DROP TRIGGER "${t.name}"`);
    const update = db.prepare(`UPDATE "${d.table}" SET "${col}" = ? WHERE rowid = ?`);
    try {
      try {
        update.run(next, rowid);
      } catch {
        // A STRICT table refuses a value of the wrong type (SQLite's own guard): the same garbage in the column's type.
        update.run(coerce(next, cols[d.column % cols.length].type), rowid);
      }
      return true;
    } catch {
      return false;
    } finally {
      for (const t of triggers) db.exec(t.sql);
    }
  } finally {
    db.close();
  }
}

function coerce(v: unknown, type: string): unknown {
  const t = type.toUpperCase();
  if (t.includes('INT')) return typeof v === 'number' ? Math.trunc(Math.max(-(2 ** 62), Math.min(2 ** 62, v))) : typeof v === 'string' ? v.length : -7;
  if (t.includes('REAL')) return typeof v === 'number' ? v : -7.5;
  if (t.includes('BLOB')) return Buffer.from(v === null ? '' : String(v));
  if (t.includes('TEXT')) return v === null ? '' : Buffer.isBuffer(v) ? v.toString('latin1') : String(v);
  return v;
}

interface Ran {
  readonly status: number;
  readonly out: string;
  readonly err: string;
}

async function polk(...argv: string[]): Promise<Ran> {
  let out = '';
  let err = '';
  const io: Io = { out: (t) => void (out += t), err: (t) => void (err += t) };
  const status = await run(argv, io);
  return { status, out, err };
}

/** An output target that is not a regular file, made for case `n` (the device is /dev/null: never replaced). */
function outTarget(kind: 'device' | 'fifo' | 'symlink' | 'socket', n: number): string {
  if (kind === 'device') return '/dev/null';
  const path = join(dir, `case-${n}.polk.out-${kind}`);
  if (kind === 'fifo') expect(spawnSync('mkfifo', [path]).status).toBe(0);
  else if (kind === 'symlink') symlinkSync('/proc/self/fd/1', path);
  else {
    // A socket file: a listening Unix socket, closed at once (its node stays).
    const s = spawnSync(process.execPath, ['-e', `require('net').createServer().listen(${JSON.stringify(path)}, function () { this.close(); })`]);
    expect(s.status).toBe(0);
    if (!existsSync(path)) spawnSync('python3', ['-c', `import socket; s=socket.socket(socket.AF_UNIX); s.bind(${JSON.stringify(path)})`]);
  }
  return path;
}

/** The file and its sidecars as they are, to compare after a reading command. */
const bytesOf = (file: string) => (existsSync(file) ? sha256File(file) : null);

/** Never a bug, never a stack trace: the exit status of the contract and a message in words. */
function expectClean(r: Ran, what: string) {
  const text = r.out + r.err;
  const logFile = join(dataDir, 'logs', 'polk.log');
  if (existsSync(logFile)) what += `\n${readFileSync(logFile, 'utf8').slice(0, 3000)}`;
  expect([0, 1, 2], `${what}: exit ${r.status}\n${text}`).toContain(r.status);
  expect(text, what).not.toMatch(/Внутренняя ошибка|Internal error|\n\s+at [^\n]*\(|SqliteError|SyntaxError|TypeError|RangeError/);
  if (r.status !== 0) expect(r.err.trim().length, `${what}: a failure says what is wrong`).toBeGreaterThan(0);
}

beforeAll(() => {
  dir = tempDir('damage');
  dataDir = join(dir, 'data');
  process.env.POLK_DATA_DIR = dataDir;
  const svc = service({ backups: false });
  base = join(dir, 'base.polk');
  const c = must(svc.create(base, { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 11 } }));
  const random = rng(11);
  for (let i = 0; i < 40; i++) {
    const a = chooseAction(c.state(), random, { correction: 0.08, undo: 0.08, redo: 0.05, endMove: 0.3 }, c.undoDepth(), c.redoDepth());
    if (!a) break;
    perform(c, a);
  }
  must(c.correctDepots('A', 1, 'проверка'));
  must(c.createBattle({ name: 'Бой', turn: 1 }));
  must(c.setSetting('view', { zoom: 2 }));
  c.close();
  // A session row, as the window leaves one.
  must(svc.open(base, { session: true })).close();
  const db = new Database(base, { readonly: true });
  for (const t of TABLES) columns[t] = db.pragma(`table_info("${t}")`) as { name: string; type: string }[];
  db.close();
});

afterAll(() => {
  delete process.env.POLK_DATA_DIR;
  if (process.env.POLK_FUZZ_RUNS) {
    const rows = [...figures.entries()].sort(([a], [b]) => a.localeCompare(b));
    const total = rows.reduce((t, [, f]) => ({ cases: t.cases + f.cases, applied: t.applied + f.applied, refusals: t.refusals + f.refusals, verifyFailures: t.verifyFailures + f.verifyFailures, successes: t.successes + f.successes, throws: t.throws + f.throws }), { cases: 0, applied: 0, refusals: 0, verifyFailures: 0, successes: 0, throws: 0 });
    const line = (name: string, f: typeof total) => `${name.padEnd(34)} ${String(f.cases).padStart(6)} ${String(f.applied).padStart(8)} ${String(f.refusals).padStart(9)} ${String(f.verifyFailures).padStart(8)} ${String(f.successes).padStart(9)} ${String(f.throws).padStart(6)}`;
    process.stdout.write(`\ncategory                            cases  damaged  refusals  verify✗  successes throws\n${rows.map(([n, f]) => line(n, f)).join('\n')}\n${line('total', total)}\n(refusals, verify failures and successes count commands; throws must be 0)\n`);
  }
});

describe('a damaged campaign file', () => {
  it('gets a coded refusal or a verify failure from every command, never a stack trace; readers leave its bytes', { timeout: 60_000 + RUNS * 3_000 }, async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(damage, async (d) => {
        const file = join(dir, `case-${n++}.polk`);
        copyFileSync(base, file);
        const category = categoryOf(d);
        const f = figures.get(category) ?? { cases: 0, applied: 0, refusals: 0, verifyFailures: 0, successes: 0, throws: 0 };
        figures.set(category, f);
        f.cases++;
        try {
          if (!applyDamage(file, d)) return;
          f.applied++;
          for (const argv of READERS) {
            const before = bytesOf(file);
            let r: Ran;
            try {
              r = await polk(argv[0], file, ...argv.slice(1));
            } catch (e) {
              f.throws++;
              throw e;
            }
            expectClean(r, `${category}: polk ${argv.join(' ')}`);
            if (r.status === 0) f.successes++;
            else if (argv[0] === 'verify' && /не сошлась/.test(r.err)) f.verifyFailures++;
            else f.refusals++;
            // A reader changes nothing; a file with damaged pages is moved aside whole (opening's rule).
            const moved = readdirSync(dir).find((name) => name.startsWith(`case-${n - 1}.polk.corrupt-`) && !/-(wal|shm)$/.test(name));
            if (moved) {
              expect(sha256File(join(dir, moved)), `${category}: moved aside whole`).toBe(before);
              return;
            }
            expect(bytesOf(file), `${category}: polk ${argv[0]} left the bytes`).toBe(before);
          }
          if (d.kind === 'out_target') {
            const target = outTarget(d.target, n - 1);
            const before = lstatSync(target);
            const argv = d.command === 'export' ? ['export', file, target] : d.command === 'battle' ? ['battle', file, '--id', '1', '--out', target] : ['summary', file, '--turn', '1', '--format', 'md', '--out', target];
            let r: Ran;
            try {
              r = await polk(...argv, '--json');
            } catch (e) {
              f.throws++;
              throw e;
            }
            expectClean(r, `${category}: polk ${argv[0]}`);
            expect(r.status, `${category}: polk ${argv[0]}`).toBe(1);
            expect((JSON.parse(r.out) as { error: { code: string } }).error.code, `${category}: polk ${argv[0]}`).toBe('file/not_regular');
            const after = lstatSync(target);
            expect({ ino: after.ino, mode: after.mode }, `${category}: the target is left as it was`).toEqual({ ino: before.ino, mode: before.mode });
            f.refusals++;
          }
          for (const argv of WRITERS) {
            let extra: string[] = [];
            if (argv[0] === 'order') {
              const legal = await polk('legal', file, '--json');
              const orders = legal.status === 0 ? (JSON.parse(legal.out) as { kind: string; commander: string; unit?: string; to: [number, number] }[]) : [];
              const o = orders.find((x) => x.kind === 'move');
              extra = o ? ['--commander', o.commander, '--unit', String(o.unit), '--to', `${o.to[0]},${o.to[1]}`] : ['--commander', 'A1', '--step', '1,1'];
            }
            let r: Ran;
            try {
              r = await polk(argv[0], file, ...extra);
            } catch (e) {
              f.throws++;
              throw e;
            }
            expectClean(r, `${category}: polk ${argv[0]}`);
            if (r.status === 0) f.successes++;
            else f.refusals++;
          }
          // No bug was logged on the way.
          expect(existsSync(join(dataDir, 'logs', 'polk.log')) ? readFileSync(join(dataDir, 'logs', 'polk.log'), 'utf8') : '').toBe('');
        } finally {
          for (const name of readdirSync(dir)) if (name.startsWith(`case-${n - 1}.polk`)) rmSync(join(dir, name), { force: true });
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect([...figures.values()].reduce((t, f) => t + f.throws, 0)).toBe(0);
  });
});
