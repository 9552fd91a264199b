/// <reference types="node" />
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calls } from './catalogue';
import { memberAppCalls } from './calls';
import { API_BASE, EXT_BASE, callPath, TOPICS, type CallDef } from './define';
import { callInfo } from './call-info';
import { GET_CALLS } from './paths';

const FILE = new URL('./call-info.ts', import.meta.url);
const HEAD = '/** What each call reads or changes (define.ts TOPICS). */';
const PATHS = new URL('./paths.ts', import.meta.url);
const GETS = '/** The calls answered by GET; every other call is POST. */';
const list = (topics: readonly string[]) => `[${topics.map((t) => `'${t}'`).join(', ')}]`;

const defs = Object.values(calls) as CallDef[];

/** call-info.ts as it should read: one line per call of `calls`, in its order. */
function render(): string {
  const lines = defs.map((c) => {
    const effect = c.changes ? `changes: ${list(c.changes)}` : `reads: ${list(c.reads ?? [])}${c.offline ? ', offline: true' : ''}`;
    return `  '${c.name}': { ${effect} },`;
  });
  return `${fs.readFileSync(FILE, 'utf8').split(HEAD)[0]}${HEAD}\nexport const callInfo = {\n${lines.join('\n')}\n} as const satisfies Record<CallName, CallInfo>;\n`;
}

/** paths.ts as it should read: its GET calls written from `calls`. */
function renderPaths(): string {
  const gets = defs.filter((c) => c.method === 'GET').map((c) => `'${c.name}'`);
  const [head, tail] = fs.readFileSync(PATHS, 'utf8').split(GETS);
  return `${head}${GETS}\nexport const GET_CALLS: readonly CallName[] = [${gets.join(', ')}];\n${tail!.slice(tail!.indexOf(';\n') + 2)}`;
}

describe('callInfo and GET_CALLS (the web\'s copy of the catalogue)', () => {
  it('holds every call of `calls` with its method and what it reads or changes, and nothing else', () => {
    // To bring the file up to date after adding or changing a call:
    //   CALL_INFO_WRITE=1 npx vitest run packages/contract/src/call-info.test.ts
    // (that run still fails on the module it loaded before writing; the next run passes).
    if (process.env.CALL_INFO_WRITE === '1') {
      fs.writeFileSync(FILE, render());
      fs.writeFileSync(PATHS, renderPaths());
    }
    expect(fs.readFileSync(FILE, 'utf8')).toBe(render());
    expect(fs.readFileSync(PATHS, 'utf8')).toBe(renderPaths());
    expect(Object.keys(callInfo)).toEqual(Object.keys(calls));
    for (const [name, def] of Object.entries(calls) as [string, CallDef][]) expect(GET_CALLS.includes(name as never), name).toBe(def.method === 'GET');
  });
});

describe('the catalogue', () => {
  const all = Object.entries(calls) as [string, CallDef][];

  it('serves the member app\'s calls under API_BASE and every other call, a path with a `/`, under EXT_BASE', () => {
    for (const [name] of all) {
      const memberApp = name in memberAppCalls;
      expect(name.includes('/'), name).toBe(!memberApp);
      expect(callPath(name)).toBe(`${memberApp ? API_BASE : EXT_BASE}/${name}`);
    }
  });

  it('says of every call either what it reads or what it changes, in topics it knows', () => {
    for (const [name, def] of all) {
      expect(Array.isArray(def.reads) !== Array.isArray(def.changes), name).toBe(true);
      for (const topic of def.reads ?? def.changes ?? []) expect(TOPICS, `${name}: ${topic}`).toContain(topic);
    }
  });

  it('keeps answers of reads only, answers only reads offline, and GET calls are reads', () => {
    for (const [name, def] of all) {
      if (def.keep || def.offline) expect(def.reads, name).toBeDefined();
      if (def.method === 'GET') expect(def.changes, name).toBeUndefined();
    }
  });

  it('has no topic that no write changes, and no topic that nothing reads', () => {
    const read = new Set(all.flatMap(([, d]) => d.reads ?? []));
    const changed = new Set(all.flatMap(([, d]) => d.changes ?? []));
    // Read counts and sign-in figures change by being used (requests, codes sent), not by a call's write.
    const changedByUse = new Set(['reading']);
    for (const topic of TOPICS) {
      expect(read.has(topic), `${topic} is read`).toBe(true);
      if (!changedByUse.has(topic)) expect(changed.has(topic), `${topic} is changed`).toBe(true);
    }
  });
});
