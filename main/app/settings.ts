/**
 * The console's own settings (the language, whether the map follows the move): `settings.json` in the data folder, and the two stores
 * of the data folder handed to the campaign service.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppSettings, AppSettingsStore, RecentList } from '../campaign/types';
import { readJson, writeJsonAtomically } from './json-files';
import { RecentIndex } from './recent';

export class AppSettingsFile implements AppSettingsStore {
  private readonly file: string;

  constructor(readonly dataDir: string) {
    this.file = join(dataDir, 'settings.json');
  }

  settings(defaults: AppSettings): AppSettings {
    const s = readJson(this.file);
    const language = typeof s === 'object' && s !== null && 'language' in s ? s.language : undefined;
    const follow = typeof s === 'object' && s !== null && 'follow' in s ? s.follow : undefined;
    return {
      language: language === 'en' || language === 'ru' ? language : defaults.language,
      ...(typeof follow === 'boolean' ? { follow } : defaults.follow !== undefined ? { follow: defaults.follow } : {}),
    };
  }

  saveSettings(settings: AppSettings): void {
    mkdirSync(this.dataDir, { recursive: true });
    writeJsonAtomically(this.file, settings);
  }
}

/** The recent list and the settings of a data folder, as the campaign service's options. */
export function dataFolderStores(dataDir: string): { recent: RecentList; appSettings: AppSettingsStore } {
  return { recent: new RecentIndex(dataDir), appSettings: new AppSettingsFile(dataDir) };
}
