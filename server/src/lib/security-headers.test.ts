import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DISPLAY_SCRIPT_HASH, securityHeaders } from './security-headers.js';

const webIndex = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/index.html');

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter((m) => !/\ssrc=/.test(m[1] ?? '')).map((m) => m[2]!);
}

const hashOf = (source: string) => `'sha256-${crypto.createHash('sha256').update(source, 'utf8').digest('base64')}'`;

describe('the CSP and the inline script of index.html', () => {
  it('allows exactly the one inline script of index.html, by its hash', () => {
    const scripts = inlineScripts(fs.readFileSync(webIndex, 'utf8'));
    expect(scripts).toHaveLength(1);
    expect(hashOf(scripts[0]!)).toBe(DISPLAY_SCRIPT_HASH);
    const scriptSrc = securityHeaders()['content-security-policy']!.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${DISPLAY_SCRIPT_HASH}`);
  });
});
