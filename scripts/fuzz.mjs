// `npm run fuzz`: the damage property (tests/db/damage.property.test.ts) with thousands of cases —
// damaged values, cut and overwritten files, dropped tables and triggers, user_version lies, every
// fixture version without its triggers or with a lying version, and --out onto a device, a FIFO, a
// symlink and a socket — then the machine's accept raced against a command-line order
// (tests/bots/accept-race.test.ts) 200 times. POLK_FUZZ_RUNS (default 3000), POLK_RACE_RUNS
// (default 200) and POLK_FUZZ_SEED choose the counts and the seed; the figures are printed at the end.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, POLK_FUZZ_RUNS: process.env.POLK_FUZZ_RUNS ?? '3000', POLK_RACE_RUNS: process.env.POLK_RACE_RUNS ?? '200' };
const r = spawnSync('npx', ['vitest', 'run', 'tests/db/damage.property.test.ts', 'tests/bots/accept-race.test.ts', ...process.argv.slice(2)], { stdio: 'inherit', env, shell: process.platform === 'win32' });
process.exitCode = r.status ?? 1;
