/**
 * The list of recent campaigns: `recent.json` in the data folder. The campaign service refreshes it
 * whenever this console opens, changes or closes a campaign; a campaign changed only from the
 * command line shows its new turn the next time the console opens it.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RecentCampaign } from '../../shared/bridge/contract';
import type { RecentList } from '../campaign/types';
import { readJson, writeJsonAtomically } from './json-files';

export const RECENT_LIMIT = 20;

interface RecentFile {
  readonly version: 1;
  readonly campaigns: RecentCampaign[];
}

const isRecentFile = (v: unknown): v is RecentFile => typeof v === 'object' && v !== null && 'campaigns' in v && Array.isArray(v.campaigns);

export class RecentIndex implements RecentList {
  private readonly file: string;

  constructor(readonly dataDir: string) {
    this.file = join(dataDir, 'recent.json');
  }

  /** Every remembered campaign, newest first, with `exists` telling whether its file is still there. */
  list(): (RecentCampaign & { exists: boolean })[] {
    const data = readJson(this.file);
    const campaigns = isRecentFile(data) ? data.campaigns : [];
    return campaigns.map((c) => ({ ...c, exists: existsSync(c.path) }));
  }

  /** Remember a campaign at the top of the list (`toTop`), or refresh it where it stands. */
  touch(entry: RecentCampaign, toTop: boolean): void {
    const all = this.list().map(({ exists: _exists, ...c }) => c);
    const at = all.findIndex((c) => c.path === entry.path);
    let campaigns: RecentCampaign[];
    if (toTop || at < 0) campaigns = [entry, ...all.filter((c) => c.path !== entry.path)].slice(0, RECENT_LIMIT);
    else campaigns = all.map((c, i) => (i === at ? entry : c));
    mkdirSync(this.dataDir, { recursive: true });
    writeJsonAtomically(this.file, { version: 1, campaigns } satisfies RecentFile);
  }
}
