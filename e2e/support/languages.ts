/**
 * The app's catalogues as a test reads them, and the check for English left on a screen shown in
 * another language (languages.spec.ts, the accessibility walk).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** msgid → msgstr of a catalogue (web/src/locales). */
export function catalogue(locale: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const file of [`web/src/locales/${locale}.po`, `web/src/locales/login/${locale}.po`]) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
      const id = JSON.parse(`"${m[1]}"`) as string;
      if (id) entries.set(id, JSON.parse(`"${m[2]}"`) as string);
    }
  }
  return entries;
}

/** English messages that read differently in the language (names like "WhatsApp" stay). */
export function englishToFind(messages: Map<string, string>): string[] {
  return [...messages].filter(([id, text]) => id !== text && !id.includes('{')).map(([id]) => id);
}

/** What the page still shows in English: visible texts and the labels a screen reader says. */
export async function englishOnScreen(page: Page, english: string[]): Promise<string[]> {
  return page.evaluate((list) => {
    const set = new Set(list);
    const found: string[] = [];
    // Data the page marks as such (translate="no": names as the district wrote them) is not the app's text.
    const isData = (el: Element | null) => Boolean(el?.closest('[translate="no"]'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = (walker.currentNode.textContent ?? '').trim();
      const parent = walker.currentNode.parentElement;
      if (text && parent && !isData(parent) && parent.getClientRects().length > 0 && set.has(text)) found.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
      if (isData(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value && set.has(value)) found.push(`${name}="${value}"`);
      }
    }
    // Words of the app outside the catalogue: a button, label, top-bar heading or placeholder in
    // Latin letters only (data such as names and addresses is in links, text and fields).
    const KEPT = /^(SMS|WhatsApp|OTP|DG|FVDG|SVDG|MJF|PMJF|MJF \/ PMJF|PDG|Lions|\+91|[\d\s:,.()+*-]*)$/;
    for (const el of document.querySelectorAll('button, [role="button"], label, h1, [placeholder]')) {
      if (isData(el)) continue;
      const words = [el.getAttribute('aria-label'), el.getAttribute('placeholder'), el.textContent].map((v) => (v ?? '').trim());
      for (const text of words) {
        if (/[A-Za-z]{2,}/.test(text) && !/\p{Script=Telugu}|\p{Script=Devanagari}/u.test(text) && !KEPT.test(text)) found.push(`<${el.tagName.toLowerCase()}>${text}`);
      }
    }
    const title = document.title.split(' · ')[0]?.trim();
    if (title && set.has(title)) found.push(`<title>${title}`);
    return found;
  }, english);
}

