/**
 * A render process for tests (tests/web/renders.test.ts): render N (counted across processes,
 * from 1) writes `{ pid, render }` to $POLK_TEST_HELD.N — so the test knows it is in flight and
 * which process is its — then waits until the file $POLK_TEST_RELEASE.N exists before rendering
 * for real. While $POLK_TEST_HELD.chromium exists, it starts Chromium first and holds it open
 * (the render a deadline ends, with its Chromium). Bundled by the test; never part of the product.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { renderOne, runRenderProcess } from '../../main/web/render-loop';
import { openPdfRenderer } from '../../main/summary/pdf';

const held = process.env.POLK_TEST_HELD as string;
const release = process.env.POLK_TEST_RELEASE as string;

runRenderProcess('0.0.0-test', async (service, m) => {
  const n = readdirSync(dirname(held)).filter((f) => new RegExp(`^${basename(held)}\\.\\d+$`).test(f)).length + 1;
  writeFileSync(`${held}.${n}`, JSON.stringify({ pid: process.pid, render: n }));
  const chromium = existsSync(`${held}.chromium`) ? await openPdfRenderer() : null;
  if (chromium) writeFileSync(`${held}.${n}.chromium`, '');
  while (!existsSync(`${release}.${n}`)) await new Promise((r) => setTimeout(r, 20));
  await chromium?.close();
  return renderOne(service, m);
});
