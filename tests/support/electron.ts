/**
 * Is there an Electron binary to test with? Found without `require('electron')`, which would try to
 * download one (these machines fetch none). `POLK_ELECTRON_PATH` may point at an installed binary.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface ElectronProbe {
  readonly path: string | null;
  /** Why the Electron tests cannot run here, or null when they can. */
  readonly skipReason: string | null;
}

export function probeElectron(env: NodeJS.ProcessEnv = process.env, platform = process.platform): ElectronProbe {
  let path: string | null = null;
  let why = '';
  if (env.POLK_ELECTRON_PATH) {
    path = existsSync(env.POLK_ELECTRON_PATH) ? env.POLK_ELECTRON_PATH : null;
    if (!path) why = `POLK_ELECTRON_PATH=${env.POLK_ELECTRON_PATH} does not exist`;
  } else {
    try {
      const dir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
      const pathTxt = join(dir, 'path.txt');
      if (!existsSync(pathTxt)) why = 'the electron package has no binary (node_modules/electron/path.txt is absent: its download was not possible here)';
      else {
        const bin = join(env.ELECTRON_OVERRIDE_DIST_PATH ?? join(dir, 'dist'), readFileSync(pathTxt, 'utf8').trim());
        if (existsSync(bin)) path = bin;
        else why = `the Electron binary ${bin} is missing`;
      }
    } catch {
      why = 'the electron package is not installed';
    }
  }
  if (path && platform === 'linux' && !env.DISPLAY && !env.WAYLAND_DISPLAY) return { path, skipReason: 'no display (DISPLAY and WAYLAND_DISPLAY unset; run under xvfb-run)' };
  return { path, skipReason: path ? null : why };
}
