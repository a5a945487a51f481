// Part of `npm install` (prepare): the end-to-end tests and PDF output use Debian's Chromium and
// poppler-utils, never a downloaded browser. When they are missing and we may install system
// packages (root with apt-get), install them; otherwise say what to install. Set
// POLK_SKIP_SYSTEM_PACKAGES=1 to skip this step.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = [
  { bin: '/usr/bin/chromium', pkg: 'chromium' },
  { bin: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
];
const missing = wanted.filter((w) => !existsSync(w.bin)).map((w) => w.pkg);

if (process.env.POLK_SKIP_SYSTEM_PACKAGES || missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.warn(`setup: missing system packages: ${missing.join(' ')} — install them with: sudo apt-get install -y ${missing.join(' ')}`);
  process.exit(0);
}
console.log(`setup: installing Debian packages ${missing.join(' ')} (for browser tests and PDF output)…`);
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} catch (e) {
  console.warn(`setup: could not install ${missing.join(' ')}: ${e.message}`);
}
