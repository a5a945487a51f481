// The skips of a test run (issue 21 item 3): tests/support/skips.ts appends one JSON line per skip
// taken to the file named here; this prints each with its reason and why, and — with CI=true — fails
// when a reason may not skip on CI (tests/support/skip-reasons.json, `mayOnCI`).
// Usage: node .ci/skips.mjs LOG
import { existsSync, readFileSync } from 'node:fs';

const [log] = process.argv.slice(2);
const reasons = JSON.parse(readFileSync(new URL('../tests/support/skip-reasons.json', import.meta.url), 'utf8'));
const lines = log && existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
const skips = lines.map((l) => JSON.parse(l));
const onCI = process.env.CI === 'true';
let refused = 0;
console.log(`skipped on a condition: ${skips.length}`);
for (const s of skips) {
  const r = reasons[s.reason];
  const bad = onCI && !(r && r.mayOnCI);
  if (bad) refused++;
  console.log(`  ${bad ? 'NOT ALLOWED ON CI ' : ''}${s.file} › ${s.test}: ${s.reason} — ${r ? r.why : '(a reason the file does not have)'}`);
}
if (refused) {
  console.log(`${refused} skip(s) for a reason that may not skip on CI (CI=true)`);
  process.exit(1);
}
