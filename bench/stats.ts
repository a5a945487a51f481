/** Small helpers for the benchmark: timing and percentiles. */
import { performance } from 'node:perf_hooks';

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/** Run `fn` `n` times after `warmup` runs; return the sorted durations in milliseconds. */
export function sample(fn: () => void, n: number, warmup = Math.min(50, n)): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}

export function line(label: string, value: string, target?: string, met?: boolean): void {
  const verdict = target === undefined ? '' : `   (target ${target}: ${met ? 'met' : 'NOT met'})`;
  console.log(`  ${label.padEnd(48)} ${value}${verdict}`);
}

/** The 95 % Wilson score interval of a share of `k` successes in `n` trials. */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (!n) return [0, 0];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const r = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [(c - r) / d, (c + r) / d];
}
