import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo.js';

describe('boundedMemo', () => {
  it('answers as the function does, computing each input once until it holds `max` inputs, then starting afresh', () => {
    const computed: string[] = [];
    const upper = boundedMemo((s: string) => {
      computed.push(s);
      return s.toUpperCase();
    }, 2);
    expect([upper('a'), upper('b'), upper('a'), upper('b')]).toEqual(['A', 'B', 'A', 'B']);
    expect(computed).toEqual(['a', 'b']);
    // A third input: the two kept are forgotten, so 'a' is computed again.
    expect([upper('c'), upper('a'), upper('c')]).toEqual(['C', 'A', 'C']);
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
  });
});
