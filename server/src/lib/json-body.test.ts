import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-body.js';

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects, not brackets inside strings (escaped quotes included)', () => {
    expect(jsonDepthExceeds('[["a"]]', 1)).toBe(true);
    expect(jsonDepthExceeds('[["a"]]', 2)).toBe(false);
    expect(jsonDepthExceeds('["[[[[[["]', 1)).toBe(false);
    expect(jsonDepthExceeds(String.raw`{"a":"x\"[[[[[["}`, 1)).toBe(false);
    expect(jsonDepthExceeds(String.raw`{"a":"x\\"}`, 0)).toBe(true);
    expect(jsonDepthExceeds(String.raw`["\\\\", [[1]]]`, 2)).toBe(true);
    expect(jsonDepthExceeds(String.raw`["\\\\", [[1]]]`, 3)).toBe(false);
  });

  it('refuses a megabyte of nesting without parsing it', () => {
    const deep = '['.repeat(500_000) + ']'.repeat(500_000);
    // A scan that counts brackets (no tree is built).
    expect(jsonDepthExceeds(deep, MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ a: 'x'.repeat(1_000_000), b: [[{ c: 1 }]] }), MAX_JSON_DEPTH)).toBe(false);
  });
});
