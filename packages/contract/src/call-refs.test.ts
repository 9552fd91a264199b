/// <reference types="node" />
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allCalls } from './all-calls';
import { API_BASE } from './define';
import { callRefs } from './call-refs';

const FILE = new URL('./call-refs.ts', import.meta.url);

/** call-refs.ts as it should read: one line per call of `allCalls`, in its order. */
function render(): string {
  const lines = Object.values(allCalls).map((c) => {
    const base = c.base && c.base !== API_BASE ? `, base: '${c.base}'` : '';
    return `  '${c.name}': { name: '${c.name}', method: '${c.method}'${base} },`;
  });
  return `${fs.readFileSync(FILE, 'utf8').split('export const callRefs = {')[0]}export const callRefs = {\n${lines.join('\n')}\n} as const satisfies Record<AnyCallName, CallRefShape>;\n`;
}

describe('callRefs', () => {
  it('names every call of the contract with its method and base, and nothing else', () => {
    // To bring the file up to date after adding a call: CALL_REFS_WRITE=1 npx vitest run packages/contract/src/call-refs.test.ts
    // (that run still fails on the module it loaded before writing; the next run passes).
    if (process.env.CALL_REFS_WRITE === '1') fs.writeFileSync(FILE, render());
    expect(fs.readFileSync(FILE, 'utf8')).toBe(render());
    expect(Object.keys(callRefs)).toEqual(Object.keys(allCalls));
    for (const [key, def] of Object.entries(allCalls)) {
      const ref = callRefs[key as keyof typeof callRefs] as { name: string; method: string; base?: string };
      expect(ref.name).toBe(def.name);
      expect(ref.method).toBe(def.method);
      expect(ref.base).toBe(def.base === API_BASE ? undefined : def.base);
    }
  });
});
