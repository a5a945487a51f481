/** `MutableRandom` draws without allocating: the same sequence as the pure `nextInt` chain, and the same state. */
import { describe, expect, it } from 'vitest';
import { createRandom, MutableRandom, nextInt } from '../../shared/rules/random';

describe('MutableRandom', () => {
  it('gives the same draws and state as nextInt from the same seed', () => {
    for (const seed of [0, 1, 7, 2424, 0xffffffff, -5, 123456789]) {
      const m = new MutableRandom(seed);
      let pure = createRandom(seed);
      expect(m.state).toEqual(pure);
      for (let i = 0; i < 500; i++) {
        const n = 1 + ((i * 37) % 1000);
        const [want, next] = nextInt(pure, n);
        pure = next;
        expect(m.int(n)).toBe(want);
      }
      expect(m.state).toEqual(pure);
    }
  });
});
