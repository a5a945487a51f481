/** Every label in both languages: the same keys, every key the code uses exists, Russian plurals. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../renderer/src/i18n/en';
import { ru } from '../../renderer/src/i18n/ru';
import { englishPlural, russianPlural } from '../../renderer/src/i18n';

type Tree = { [k: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|vue)$/.test(f) ? [p] : [];
  });
}

const ruKeys = keys(ru as unknown as Tree);
const enKeys = keys(en as unknown as Tree);
const source = files(join(import.meta.dirname, '../../renderer/src')).map((f) => readFileSync(f, 'utf8')).join('\n');

describe('window texts', () => {
  it('Russian and English have the same keys', () => {
    expect(enKeys.sort()).toEqual(ruKeys.sort());
  });

  it('every literal key the code uses exists', () => {
    const used = new Set<string>();
    for (const m of source.matchAll(/\b(?:t|\$t)\(\s*'([a-zA-Z_]+(?:\.[a-zA-Z_]+)+)'/g)) used.add(m[1]);
    for (const m of source.matchAll(/\[\s*'((?:legend|hint|top|log)\.[a-zA-Z_]+)'/g)) used.add(m[1]);
    expect(used.size).toBeGreaterThan(100);
    const missing = [...used].filter((k) => !ruKeys.includes(k));
    expect(missing).toEqual([]);
  });

  it('every hint the view model gives has words', () => {
    const vm = readFileSync(join(import.meta.dirname, '../../renderer/src/map/viewModel.ts'), 'utf8') + readFileSync(join(import.meta.dirname, '../../renderer/src/stores/map.ts'), 'utf8');
    const hints = [...vm.matchAll(/key: '([a-zA-Z]+)'/g)].map((m) => m[1]);
    expect(hints.length).toBeGreaterThan(5);
    for (const h of hints) expect(ruKeys).toContain(`hint.${h}`);
  });

  it('no vue-i18n special characters in the texts (except plural bars)', () => {
    for (const tree of [ru, en]) {
      for (const k of keys(tree as unknown as Tree)) {
        const v = k.split('.').reduce<unknown>((t, p) => (t as Tree)[p], tree) as string;
        expect(v, k).not.toMatch(/@|\$\{/);
      }
    }
  });

  it('Russian plural forms: один ход, два хода, пять ходов, 2,5 склада', () => {
    const forms = (n: number) => russianPlural(n, 3);
    expect([1, 2, 5, 11, 21, 22, 25, 111, 2.5].map(forms)).toEqual([0, 1, 2, 2, 0, 1, 2, 2, 1]);
    expect(russianPlural(0, 4)).toBe(0);
    expect(russianPlural(1, 4)).toBe(1);
    expect(russianPlural(3, 4)).toBe(2);
    expect(russianPlural(7, 4)).toBe(3);
    expect([englishPlural(1, 2), englishPlural(2, 2), englishPlural(0, 3), englishPlural(1, 3), englishPlural(4, 3)]).toEqual([0, 1, 0, 1, 2]);
  });

  it('one word for redo: the editor says what the console says, in both languages', () => {
    for (const tree of [ru, en]) {
      expect(tree.editor.redo).toBe(tree.top.redo);
      expect(tree.editor.redoHint.startsWith(tree.top.redo)).toBe(true);
    }
    expect(ru.editor.redo).toBe('Повторить');
  });
});
