/**
 * `polk` as a user runs it: the built command line in a child process, in a folder of the test's
 * (the command-line tests' common runner; `scripts/build.mjs node` first, in the test's beforeAll).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = join(ROOT, 'bin', 'polk.mjs');

/** One run of `polk ARGS` in `cwd`: its status, stdout and stderr. */
export const polk = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 60_000 });

/** `polk ARGS --json`, which must succeed: its JSON (a failure throws with what polk said). */
export const polkJson = (cwd: string, ...args: string[]) => {
  const r = polk(cwd, ...args, '--json');
  if (r.status !== 0) throw new Error(`polk ${args.join(' ')} → ${r.status}\n${r.stderr}\n${r.stdout}`);
  return JSON.parse(r.stdout);
};
