// Issue 25, item 8 (failure 12, "a view can grow the log without limit"): polk.log and web.log
// rotate at 1 MB, keeping one old file.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bugLogFile, LOG_ROTATE_BYTES, logBug } from '../../main/app/bugLog';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the bug log rotates at 1 MB', () => {
  it('moves a full log to <name>.1 and starts a new one, keeping only one old file', () => {
    dir = mkdtempSync(join(tmpdir(), 'polk-log-'));
    for (const mode of ['polk', 'web'] as const) {
      const file = bugLogFile(dir, mode);
      expect(logBug(file, 'first', new Error('one'))).toBe(true);
      writeFileSync(file, 'x'.repeat(LOG_ROTATE_BYTES));
      expect(logBug(file, 'second', new Error('two'))).toBe(true);
      expect(readFileSync(`${file}.1`, 'utf8')).toBe('x'.repeat(LOG_ROTATE_BYTES));
      expect(readFileSync(file, 'utf8')).toContain('second');
      writeFileSync(file, 'y'.repeat(LOG_ROTATE_BYTES));
      logBug(file, 'third', new Error('three'));
      expect(readFileSync(`${file}.1`, 'utf8')[0]).toBe('y');
      expect(existsSync(`${file}.2`)).toBe(false);
    }
  });

  it('keeps both files under twice the limit whatever a caller repeats', () => {
    dir = mkdtempSync(join(tmpdir(), 'polk-log-'));
    const file = bugLogFile(dir, 'web');
    const limit = 4096;
    for (let i = 0; i < 500; i++) logBug(file, `bug ${i}`, new Error('x'.repeat(100)), limit);
    const entry = 2000;
    expect(statSync(file).size).toBeLessThan(limit + entry);
    expect(statSync(`${file}.1`).size).toBeLessThan(limit + entry);
    expect(readFileSync(file, 'utf8')).toContain('bug 499');
  });
});
