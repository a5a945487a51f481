/**
 * The summary (or the report) as JSON: the model itself, language-neutral (codes, ids, cells and
 * depots in regimental depots), for scripts and the acceptance checks.
 */
import type { CampaignReport, TurnSummary } from './model';

export function toJson(summary: TurnSummary | readonly TurnSummary[] | CampaignReport): string {
  return `${JSON.stringify(summary, null, 2)}\n`;
}
