/** The console's version from a package.json (development runs: Electron reports its own version there). */
import { readFileSync } from 'node:fs';

export function readPackageVersion(packageJson: string): string | null {
  try {
    const v = (JSON.parse(readFileSync(packageJson, 'utf8')) as { version?: unknown }).version;
    return typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
}
