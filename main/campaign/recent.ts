/**
 * The list of recent campaigns and the console's own settings: two small JSON files in the data
 * directory (`recent.json`, `settings.json`), written atomically (a temporary file, then a rename).
 * The list is refreshed whenever this console opens, changes or closes a campaign; a campaign changed
 * only from the command line shows its new turn the next time the console opens it.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Language, RecentCampaign } from '../../shared/bridge/contract';

export const RECENT_LIMIT = 20;

interface RecentFile {
  readonly version: 1;
  readonly campaigns: RecentCampaign[];
}

export interface AppSettings {
  readonly language: Language;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    // Missing or unreadable: start afresh (these files are conveniences, never the campaign itself).
    return null;
  }
}

function writeJsonAtomically(file: string, value: unknown): void {
  const partial = `${file}.partial-${process.pid}`;
  writeFileSync(partial, JSON.stringify(value, null, 2) + '\n', 'utf8');
  renameSync(partial, file);
}

export class RecentIndex {
  private readonly file: string;
  private readonly settingsFile: string;

  constructor(readonly dataDir: string) {
    this.file = join(dataDir, 'recent.json');
    this.settingsFile = join(dataDir, 'settings.json');
  }

  /** Every remembered campaign, newest first, with `exists` telling whether its file is still there. */
  list(): (RecentCampaign & { exists: boolean })[] {
    const data = readJson<RecentFile>(this.file);
    const campaigns = Array.isArray(data?.campaigns) ? data.campaigns : [];
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

  settings(defaults: AppSettings): AppSettings {
    const s = readJson<Partial<AppSettings>>(this.settingsFile);
    return { language: s?.language === 'en' || s?.language === 'ru' ? s.language : defaults.language };
  }

  saveSettings(settings: AppSettings): void {
    mkdirSync(this.dataDir, { recursive: true });
    writeJsonAtomically(this.settingsFile, settings);
  }
}
