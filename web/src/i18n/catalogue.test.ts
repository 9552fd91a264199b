/**
 * The catalogue check (decision 111): every UI text of the member app goes through the catalogue,
 * and every language has every message.
 *
 * 1. Lingui's extractor over the source finds exactly the messages of src/locales/en.po (a new
 *    `i18n._('…')` not extracted yet, or a stale one, fails: run `npm run i18n:extract -w web`).
 * 2. Telugu and Hindi translate every message, with the same {placeholders} as the English.
 * 3. No JSX text or user-facing attribute (placeholder, title, aria-label, alt, label) is written
 *    as a plain English literal in a file of the member app: it goes through `i18n._`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { readPo } from './po';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const srcDir = path.join(webDir, 'src');

/** Files outside the catalogue: the unlisted investor page (English only, not a member screen). */
const NOT_IN_CATALOGUE: RegExp[] = [/^features\/static-pages\/pages\/architecture-flow-page\.tsx$/];

/** Console files still to move into the catalogue (the list only shrinks). */
const CONSOLE_TO_DO = new Set<string>([
]);

/** Member-app files still to move into the catalogue (the list only shrinks). */
const MEMBER_APP_TO_DO = new Set<string>([
]);

const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)(?:[,}])/g)].map((m) => m[1]).sort().filter((v, i, all) => all.indexOf(v) === i);

/** The catalogues (lingui.config.ts): what a cold /login shows, the rest of the member app, the admin console. */
const CATALOGUE_DIRS = ['locales/login', 'locales', 'locales/admin'];
/** Catalogues every language translates in full (the console may stay English: its other languages fall back to it). */
const TRANSLATED_DIRS = ['locales/login', 'locales'];
const catalogue = (dir: string, locale: string) => readPo(path.join(srcDir, dir, `${locale}.po`));

describe('message catalogue', () => {
  it('holds exactly the messages the source uses', async () => {
    const config = getConfig({ configPath: path.join(webDir, 'lingui.config.ts'), skipValidation: true });
    const catalogues = await getCatalogs(config);
    expect(catalogues.map((c) => path.relative(srcDir, path.dirname(c.getFilename('en'))))).toEqual(CATALOGUE_DIRS);
    for (const [index, extractor] of catalogues.entries()) {
      const extracted = await extractor.collect();
      const used = Object.keys(extracted ?? {}).sort();
      const known = [...catalogue(CATALOGUE_DIRS[index]!, 'en').keys()].sort();
      expect(used.length).toBeGreaterThan(5);
      expect(used.filter((id) => !known.includes(id)), 'in the code, not in the catalogue: npm run i18n:extract -w web').toEqual([]);
      expect(known.filter((id) => !used.includes(id)), 'in the catalogue, no longer in the code: npm run i18n:extract -w web').toEqual([]);
    }
  }, 120_000);

  it.each(TRANSLATED_DIRS.flatMap((dir) => ['te', 'hi'].map((locale) => [dir, locale])))('%s/%s.po translates every message with the same placeholders', (dir, locale) => {
    const english = [...catalogue(dir!, 'en').keys()];
    const translated = catalogue(dir!, locale!);
    expect(english.filter((id) => !translated.get(id)), `messages missing in ${dir}/${locale}.po`).toEqual([]);
    expect([...translated.keys()].filter((id) => !english.includes(id)), `${dir}/${locale}.po has messages English has not`).toEqual([]);
    const wrong = english.filter((id) => placeholders(id).join() !== placeholders(translated.get(id) ?? '').join());
    expect(wrong, `${dir}/${locale}.po: placeholders differ from the English`).toEqual([]);
  });

  it.each(['te', 'hi'])('locales/admin/%s.po has every console message, in English until translated', (locale) => {
    const english = [...catalogue('locales/admin', 'en').keys()];
    const other = catalogue('locales/admin', locale);
    expect([...other.keys()].sort()).toEqual([...english].sort());
    const wrong = english.filter((id) => other.get(id) && placeholders(id).join() !== placeholders(other.get(id)!).join());
    expect(wrong, `locales/admin/${locale}.po: placeholders differ from the English`).toEqual([]);
  });

  it('has no UI text outside the catalogue in the member app', () => {
    const found: string[] = [];
    for (const file of fs.readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
      const rel = file.split(path.sep).join('/');
      if (!rel.endsWith('.tsx') || rel.endsWith('.test.tsx') || NOT_IN_CATALOGUE.some((re) => re.test(rel)) || MEMBER_APP_TO_DO.has(rel) || CONSOLE_TO_DO.has(rel)) continue;
      found.push(...uncataloguedTexts(rel, fs.readFileSync(path.join(srcDir, file), 'utf8')));
    }
    expect(found).toEqual([]);
  });

  it('the check finds English written straight into JSX', () => {
    const source = `export const A = () => <p title="Open the menu">Members <b>{count}</b> · +91</p>;\nexport const B = ({ i18n }) => <p title={i18n._('Members')}>{i18n._('Members')}</p>;`;
    expect(uncataloguedTexts('x.tsx', source)).toEqual(['x.tsx:1 "Open the menu"', 'x.tsx:1 "Members"']);
  });
});

/** Attributes a member reads or hears. */
const UI_ATTRIBUTES = new Set(['placeholder', 'title', 'aria-label', 'alt', 'label', 'aria-description', 'aria-valuetext']);
/** Words that stay as they are in every language (docs/glossary.md). */
const SAME_IN_EVERY_LANGUAGE = /^(Lions|OTP|SMS|WhatsApp|MJF|PMJF|PDG|DG|\+91|Lions Dist 320B|Lions Dist - 320B)$/;

export function uncataloguedTexts(rel: string, source: string): string[] {
  const sf = ts.createSourceFile(rel, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!/[A-Za-z]{2,}/.test(clean) || SAME_IN_EVERY_LANGUAGE.test(clean)) return;
    out.push(`${rel}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1} "${clean}"`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && UI_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) report(init, init.text);
      else if (ts.isJsxExpression(init) && init.expression && (ts.isStringLiteral(init.expression) || ts.isNoSubstitutionTemplateLiteral(init.expression)))
        report(init, init.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}
