/**
 * The club's own maps (issue 13): a whole-map validation of the default 90 × 40 map (target ≤ 5 ms,
 * median and p95), with a preset deployment checked too, and the map file's read and write.
 */
import { presetScenario } from '../shared/presets';
import { defaultMapForEditing, parseMapFile, serializeMap, validateMap, type MapDeploymentUnit } from '../shared/rules/polkovodets';
import { line, percentile, sample } from './stats';

export async function run(): Promise<void> {
  const map = defaultMapForEditing();
  const deployment: MapDeploymentUnit[] = presetScenario({ armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 1 }).units;
  const ms = (v: number) => `${v.toFixed(3)} ms`;
  const report = (label: string, times: number[], target?: number) => {
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    line(`${label} (median/p95)`, `${ms(median)} / ${ms(p95)}`, target === undefined ? undefined : `≤ ${target} ms`, target === undefined ? undefined : p95 <= target);
  };
  report('validateMap, default 90×40 map', sample(() => validateMap(map), 500), 5);
  report('validateMap + 3-army large deployment', sample(() => validateMap(map, deployment), 500), 5);
  const text = serializeMap(map);
  report('serializeMap, default map', sample(() => serializeMap(map), 500));
  report('parseMapFile, default map', sample(() => parseMapFile(text), 500));
  await Promise.resolve();
}
