/**
 * Playwright's `test` with every page recording the toasts it shows, for `toastShown`: a toast
 * lasts 2 seconds (the spec's), and on a busy machine a check that polls for it to be on screen
 * can look just before it appears and just after it has gone. The record keeps each toast that
 * appeared, in order, until a check takes it.
 */
import { test as base, expect, type Page } from '@playwright/test';

interface SeenToast {
  type: string;
  text: string;
}

/** Runs in the page before its own scripts: notes each toast (its type and text) as it appears or changes. */
function recordToasts() {
  const seen: SeenToast[] = [];
  const last = new WeakMap<Element, string>();
  (window as unknown as { __toastsSeen: SeenToast[] }).__toastsSeen = seen;
  const scan = () => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-sonner-toast]')) {
      if (el.dataset.removed === 'true') continue;
      const type = el.dataset.type ?? '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      const key = `${type}\u0000${text}`;
      if (!text || last.get(el) === key) continue;
      last.set(el, key);
      seen.push({ type, text });
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-type'] });
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(recordToasts);
    await use(context);
  },
});

/**
 * Waits until the page has shown a toast of `type` whose text contains `text` (any text when not
 * given), and takes it from the record: a second check needs a second toast. Returns its text.
 */
export async function toastShown(page: Page, type: 'error' | 'success' | 'info' | 'warning', text?: string, timeout?: number): Promise<string> {
  const take = ({ type, text }: { type: string; text?: string }) => {
    const seen = (window as unknown as { __toastsSeen?: SeenToast[] }).__toastsSeen ?? [];
    const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
    const i = seen.findIndex((t) => t.type === type && (text === undefined || norm(t.text).includes(norm(text))));
    return i < 0 ? null : seen.splice(i, 1)[0]!.text;
  };
  let found: string | null = null;
  await expect
    .poll(async () => (found = await page.evaluate(take, { type, text })), { message: `a ${type} toast${text === undefined ? '' : ` saying "${text}"`}`, timeout })
    .not.toBeNull();
  return found!;
}

/** The toasts of `type` the page has shown and no check has taken. */
export function toastsSeen(page: Page, type: string): Promise<string[]> {
  return page.evaluate((type) => ((window as unknown as { __toastsSeen?: SeenToast[] }).__toastsSeen ?? []).filter((t) => t.type === type).map((t) => t.text), type);
}

/**
 * Waits until the page has said `pattern`: on screen now, or in a toast it has shown (a toast lasts
 * 2 seconds and may come and go between two looks on a busy machine; see the record above).
 */
export async function saidOnPage(page: Page, pattern: RegExp): Promise<void> {
  const source = pattern.source;
  const flags = pattern.flags;
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ source, flags }) => {
            const re = new RegExp(source, flags);
            const seen = (window as unknown as { __toastsSeen?: SeenToast[] }).__toastsSeen ?? [];
            return seen.some((t) => re.test(t.text)) || re.test(document.body.innerText);
          },
          { source, flags },
        ),
      { message: `the page saying ${pattern}` },
    )
    .toBe(true);
}
