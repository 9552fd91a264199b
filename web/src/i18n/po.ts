/** Tests only: reads a Lingui .po catalogue (Node's fs; never part of the app's bundle). */
import fs from 'node:fs';

/** msgid → msgstr of a .po file (single-line entries, as Lingui writes them). */
export function readPo(file: string): Map<string, string> {
  const text = fs.readFileSync(file, 'utf8');
  const unescape = (s: string) => JSON.parse(`"${s}"`) as string;
  const entries = new Map<string, string>();
  const re = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm;
  for (const m of text.matchAll(re)) {
    const id = unescape(m[1] ?? '');
    if (id) entries.set(id, unescape(m[2] ?? ''));
  }
  return entries;
}

