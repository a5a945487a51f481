export {};

/**
 * `npm run bench`: prints the speed and memory figures the issues set targets for. A benchmark, not
 * a test: nothing here fails the build; compare the printed figures with the targets beside them.
 * Sections (each a module exporting `run(): Promise<void>`): add yours to the list.
 */
const sections: [name: string, load: () => Promise<{ run: () => Promise<void> }>][] = [
  ['rules engine', () => import('./engine')],
  ['campaign files', () => import('./db')],
  ['turn summaries', () => import('./summary')],
  ['paper (field and counters)', () => import('./paper')],
  ['console window (Chromium)', () => import('./renderer')],
  ['map editor (Chromium)', () => import('./editor')],
  ['table screen (Chromium)', () => import('./table')],
  ['bots', () => import('./botSpeed')],
  ['club maps (issue 13)', () => import('./maps')],
  ['renders beside the game master (issue 25)', () => import('./renders')],
  ['move packet page (issue 23)', () => import('./packet')],
];

const only = process.argv.slice(2);
for (const [name, load] of sections) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n== ${name} ==`);
  const mod = await load();
  await mod.run();
}
