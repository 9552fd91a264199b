/**
 * Accessibility checks in the page (docs/product.md "Display choices"): axe-core's serious and
 * critical findings, and the large-text layout checks (no sideways scroll, no clipped text).
 */
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { catalogue } from './languages';

/** The themes every screen is checked in. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The languages every screen is checked in (English, Telugu, Hindi). */
export const LANGUAGES = ['en', 'te', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The rules whose result can change with the language of the texts: the page's language, names
 * and labels (and whether the visible text is part of the name), headings, and what longer words
 * do to the layout (targets, scrolling regions). The other rules read only the page's structure,
 * which is the same in every language; the colours are the same in every language too, so the
 * colour rules run in English in both themes; these rules run in Telugu and Hindi.
 */
export const TEXT_RULES = [
  'html-has-lang',
  'html-lang-valid',
  'valid-lang',
  'document-title',
  'label-content-name-mismatch',
  'button-name',
  'link-name',
  'input-button-name',
  'label',
  'label-title-only',
  'select-name',
  'aria-input-field-name',
  'aria-command-name',
  'aria-toggle-field-name',
  'aria-dialog-name',
  'aria-progressbar-name',
  'aria-tooltip-name',
  'aria-meter-name',
  'aria-text',
  'image-alt',
  'role-img-alt',
  'svg-img-alt',
  'empty-heading',
  'empty-table-header',
  'heading-order',
  'page-has-heading-one',
  'landmark-unique',
  'summary-name',
  'target-size',
  'scrollable-region-focusable',
];

/** "Loading" in each language: the name of a screen's loading spinner. */
const LOADING = ['Loading', ...(['te', 'hi'] as const).map((locale) => catalogue(locale).get('Loading') ?? 'Loading')];

/** Waits until the screen has its content: a title, and no loading skeleton or spinner left. */
export async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  const spinners = LOADING.map((name) => `[role="status"][aria-label="${name}"]`).join(', ');
  await expect(page.locator(`[data-slot="skeleton"], ${spinners}`)).toHaveCount(0);
}

/** The phone's colour scheme: the app follows it (display choice "Phone", the default) and says so on <html>. */
export async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  // Rows of long lists render only near the screen (content-visibility: auto): rendered all here,
  // as scrolling would, so every row is read in the theme's colours and at its real size. Colour
  // transitions (the theme's, hover effects) run to their end, as they do on a phone a moment
  // later: until a frame starts none (a transition starts at the frame after the change, and a
  // busy machine may be frames late).
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    }
    for (let i = 0; i < 20; i++) {
      await frame();
      // A spinner or a pulsing skeleton never ends; only transitions and one-off animations finish.
      const ending = document.getAnimations().filter((a) => a.playState !== 'finished' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
      if (ending.length === 0 && i >= 1) return;
      for (const animation of ending) animation.finish();
    }
  });
}

/**
 * axe-core's serious and critical violations on the page, and headings that skip a level (a
 * moderate finding, but screen-reader users move by headings), one line each (rule, count, first
 * targets, and the colours of a contrast fault). `only` limits the rules: the second theme of a
 * screen needs only the colour rules, the rest does not change with the theme.
 */
export async function seriousViolations(page: Page, only?: string[]): Promise<string[]> {
  // axe-core goes into the page once per screen (the page has no frames of another origin) and
  // runs there: each pass of the screen reuses it.
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    resultTypes: ['violations'],
    runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  };
  const results = await page.evaluate((o) => (window as unknown as { axe: typeof axe }).axe.run(document, o), options);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map((v) => {
      const first = v.nodes[0]?.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
      const colours = first?.fgColor ? ` (${first.fgColor} on ${first.bgColor}: ${first.contrastRatio})` : '';
      const html = v.id === 'label-content-name-mismatch' ? ` first: ${v.nodes[0]?.html.slice(0, 160)}` : '';
      return `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}${colours}${html}`;
    });
}

/** The rules whose result depends on the colours. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface LayoutFaults {
  /** The page is wider than the screen (sideways scroll), and the first elements that reach past its right edge. */
  sideways: { scrollWidth: number; clientWidth: number; widest: string[] } | null;
  /** Elements with text whose content is cut by their own box (overflow hidden/clip, or an ellipsis). */
  clipped: string[];
}

/**
 * Large-text layout faults, measured in the page: sideways scroll of the document, and text cut off:
 * a line of text that reaches outside an ancestor which hides its overflow (overflow hidden or clip,
 * an ellipsis, a line clamp). Text that scrolls inside its own box is reachable, so it is not cut.
 * Screen-reader-only and hidden text is skipped.
 */
export async function layoutFaults(page: Page): Promise<LayoutFaults> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const describe = (el: Element) =>
      el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/).slice(0, 3).join('.')}` : '');
    const sideways =
      root.scrollWidth > root.clientWidth
        ? {
            scrollWidth: root.scrollWidth,
            clientWidth: root.clientWidth,
            widest: [...document.querySelectorAll('body *')]
              .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1 && ![...el.children].some((c) => c.getBoundingClientRect().right > root.clientWidth + 1))
              .slice(0, 5)
              .map((el) => `${describe(el)} "${(el.textContent ?? '').trim().slice(0, 30)}"`),
          }
        : null;
    const clipped: string[] = [];
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      // A preview line (data-preview) is cut on purpose: its whole text is one tap away, on its own screen.
      if (!text || !parent || parent.closest('[aria-hidden="true"], [inert], .sr-only, [data-preview], script, style, template, noscript')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      for (let box: HTMLElement | null = parent; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        const x = hides(style.overflowX);
        const y = hides(style.overflowY);
        if (!x && !y) continue;
        const edge = box.getBoundingClientRect();
        // One pixel of slack: sub-pixel rounding of fractional font sizes.
        const out = lines.some(
          (r) => (x && (r.left < edge.left - 1 || r.right > edge.right + 1)) || (y && (r.top < edge.top - 1 || r.bottom > edge.bottom + 1)),
        );
        if (out) {
          clipped.push(`"${text.slice(0, 40)}" cut by ${describe(box)}`);
          break;
        }
      }
    }
    return { sideways, clipped };
  });
}
