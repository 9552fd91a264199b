/**
 * One catalogue of calls (decision 155): outside packages/contract, a call is named only by its
 * wire name, and its definition is looked up in the one registry `calls`. No other object of call
 * definitions (a feature's group, a call's own export) is imported anywhere, the server binds a call
 * by its name (`registerCall(app, 'get_members', …)`), and `calls` is read by name (`calls[name]`),
 * never as `calls.x`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '@d320b/contract';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const TREES = ['server/src', 'web/src', 'e2e', 'bench', 'scripts'];

const isCallDef = (value: unknown): boolean =>
  !!value && typeof value === 'object' && 'name' in value && 'method' in value && 'request' in value && 'response' in value;
/** Exports of the contract that hold call definitions, other than the catalogue itself. */
const CALL_HOLDERS = Object.entries(contract)
  .filter(([name, value]) => name !== 'calls' && (isCallDef(value) || (!!value && typeof value === 'object' && Object.values(value).some(isCallDef))))
  .map(([name]) => name);

function sources(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist' && entry.name !== 'results') walk(full);
      } else if (/\.(ts|tsx|mjs)$/.test(entry.name)) out.push([path.relative(ROOT, full), fs.readFileSync(full, 'utf8')]);
    }
  };
  for (const tree of TREES) walk(path.join(ROOT, tree));
  return out;
}

export function catalogueFaults(file: string, source: string): string[] {
  const faults: string[] = [];
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  for (const m of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@d320b\/contract'/g)) {
    for (const imported of m[1]!.split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!)) {
      if (CALL_HOLDERS.includes(imported)) faults.push(`${file}:${lineOf(m.index)} imports ${imported}: name the call, look it up in calls`);
    }
  }
  for (const m of source.matchAll(/\bcalls\.([A-Za-z_]\w*)/g)) {
    if (m[1]! in contract.calls) faults.push(`${file}:${lineOf(m.index)} calls.${m[1]}: write calls['${m[1]}']`);
  }
  for (const m of source.matchAll(/\bregisterCall\(\s*\w+,\s*(?![\s'`])/g)) faults.push(`${file}:${lineOf(m.index)} registerCall without a call name`);
  return faults;
}

describe('one catalogue of calls', () => {
  it('knows the contract\'s other holders of call definitions (the features\' groups)', () => {
    expect(CALL_HOLDERS.length).toBeGreaterThanOrEqual(8);
    expect(CALL_HOLDERS).toContain('adminCalls');
  });

  it('is the only way the server, the web, the browser tests and the benches name a call', () => {
    const all = sources();
    expect(all.length).toBeGreaterThan(400);
    const others = all.filter(([file]) => file !== 'server/src/lib/one-catalogue.test.ts');
    expect(others.flatMap(([file, source]) => catalogueFaults(file, source))).toEqual([]);
  });

  it('catches a group imported, a call read as a property and a call bound by its definition', () => {
    expect(catalogueFaults('x.ts', "import { adminCalls, normalizeMobile } from '@d320b/contract';")).toHaveLength(1);
    expect(catalogueFaults('x.ts', "expect(calls.get_dashboard.response.safeParse(body).success)")).toHaveLength(1);
    expect(catalogueFaults('x.ts', 'registerCall(app, def, handler);')).toHaveLength(1);
    expect(catalogueFaults('x.ts', "registerCall(app, 'get_members', handler); registerCall(app, `admin/${p}/list`, h); calls['x'].request")).toEqual([]);
  });
});
