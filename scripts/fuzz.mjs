// `npm run fuzz`: the damage property (tests/db/damage.property.test.ts) with thousands of cases.
// POLK_FUZZ_RUNS (default 3000) and POLK_FUZZ_SEED choose the count and the seed; the figures per
// category are printed at the end.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, POLK_FUZZ_RUNS: process.env.POLK_FUZZ_RUNS ?? '3000' };
const r = spawnSync('npx', ['vitest', 'run', 'tests/db/damage.property.test.ts', ...process.argv.slice(2)], { stdio: 'inherit', env, shell: process.platform === 'win32' });
process.exitCode = r.status ?? 1;
