// electron-builder.yml: valid for electron-builder, the targets the issue names, and hardened fuses.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const require = createRequire(join(root, 'package.json'));
const yaml = require('js-yaml') as { load(text: string): unknown };
const config = yaml.load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, Record<string, unknown> & unknown[]>;

describe('electron-builder.yml', () => {
  it("passes electron-builder's own schema", async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as { validateConfiguration(c: unknown, log: unknown): Promise<void> };
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('builds AppImage and deb for Linux, and an NSIS installer in Russian and English for Windows', () => {
    expect(config.linux!.target).toEqual(['AppImage', 'deb']);
    expect(config.win!.target).toEqual(['nsis']);
    expect(config.nsis!.installerLanguages).toEqual(['ru_RU', 'en_US']);
    expect(config.nsis!.multiLanguageInstaller).toBe(true);
  });

  it('hardens the fuses', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('packs into asar, with the native SQLite module unpacked, and ships the built app only', () => {
    expect(config.asar).toBe(true);
    expect(config.asarUnpack).toContain('**/node_modules/better-sqlite3/**');
    expect(config.files).toEqual(expect.arrayContaining(['out/main/**', 'out/preload/**', 'out/renderer/**']));
    expect(JSON.stringify(config.files)).not.toMatch(/"(main|renderer|shared|src)\/\*\*"/);
  });
});
