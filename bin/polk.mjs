#!/usr/bin/env node
// `polk`: the campaign command line (../shared/contract.md). The code is built by `npm install`
// (prepare) or `npm run build` into out/cli/.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const built = resolve(dirname(fileURLToPath(import.meta.url)), '../out/cli/polk.mjs');
if (!existsSync(built)) {
  process.stderr.write('polk: не собрано — выполните `npm install` или `npm run build`.\npolk: not built — run `npm install` or `npm run build`.\n');
  process.exit(1);
}
const { main } = await import(pathToFileURL(built).href);
process.exitCode = await main(process.argv.slice(2));
