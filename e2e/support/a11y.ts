/**
 * Accessibility checks in the page (docs/product.md "Display choices"): axe-core's serious and
 * critical findings, and the large-text layout checks (no sideways scroll, no clipped text).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The themes every screen is checked in. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * The languages every screen is checked in. Each language is one more pass over the same screens;
 * a language is added here when the app offers it.
 */
export const LANGUAGES = ['en'] as const;

/** Waits until the screen has its content: a title, and no loading skeleton or spinner left. */
export async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"], [role="status"][aria-label="Loading"]')).toHaveCount(0);
}

/** The phone's colour scheme: the app follows it (display choice "Phone", the default) and says so on <html>. */
export async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
}

/**
 * axe-core's serious and critical violations on the page, and headings that skip a level (a
 * moderate finding, but screen-reader users move by headings), one line each (rule, count, first targets).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

export interface LayoutFaults {
  /** The page is wider than the screen (sideways scroll). */
  sideways: { scrollWidth: number; clientWidth: number } | null;
  /** Elements with text whose content is cut by their own box (overflow hidden/clip, or an ellipsis). */
  clipped: string[];
}

/**
 * Large-text layout faults, measured in the page: sideways scroll of the document, and text cut off
 * by an element that hides its overflow. A truncated line that shows its whole text elsewhere on
 * hover is still cut off for a reader at large text, so an ellipsis counts too. Screen-reader-only
 * text (1 px boxes) is skipped.
 */
export async function layoutFaults(page: Page): Promise<LayoutFaults> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const sideways = root.scrollWidth > root.clientWidth ? { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth } : null;
    const clipped: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const text = (el.innerText ?? '').trim();
      if (!text) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      const hidesX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const hidesY = ['hidden', 'clip'].includes(style.overflowY) || Number(style.webkitLineClamp) > 0;
      // One pixel of slack: sub-pixel rounding of fractional font sizes.
      const cutX = hidesX && el.scrollWidth > el.clientWidth + 1;
      const cutY = hidesY && el.scrollHeight > el.clientHeight + 1;
      if (cutX || cutY) {
        const name = el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? `.${el.className.split(/\s+/).slice(0, 3).join('.')}` : '');
        clipped.push(`${name} "${text.slice(0, 40)}" (${cutX ? `width ${el.scrollWidth}>${el.clientWidth}` : ''}${cutY ? ` height ${el.scrollHeight}>${el.clientHeight}` : ''})`);
      }
    }
    return { sideways, clipped };
  });
}
