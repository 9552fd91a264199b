/**
 * tailwind-merge, remembered across visits. Its first call builds a table of every Tailwind
 * utility, which on a phone is one of the longest single pieces of work of a signed-in screen's
 * first render. Its answers depend only on the class list and on tailwind-merge itself (bundled in
 * this module's chunk, whose URL changes with it), so the answers of the last visit are kept in
 * local storage: a returning visit whose screens use the same class lists never builds the table.
 *
 * Kept only while signed in, like the rest of what the app stores: the sign-out wipe clears it with
 * everything else, and nothing is written back once signed out. Holds class names, nothing personal.
 */
import { twMerge } from 'tailwind-merge';
import { whenIdle } from './idle';
import { getToken } from './storage';

export const CLASS_MERGE_KEY = 'classMerge';
/** Bounds what is kept (a few hundred class lists make every screen of the app). */
export const CLASS_MERGE_MAX = 2000;
/** tailwind-merge's answers are only reused from the same build of it. */
export const CLASS_MERGE_VERSION = import.meta.url;

let memo: Map<string, string> | null = null;
let saveScheduled = false;

function load(): Map<string, string> {
  const map = new Map<string, string>();
  try {
    const raw = window.localStorage.getItem(CLASS_MERGE_KEY);
    const saved: unknown = raw ? JSON.parse(raw) : null;
    if (saved && typeof saved === 'object' && (saved as { v?: unknown }).v === CLASS_MERGE_VERSION) {
      const merged = (saved as { m?: unknown }).m;
      if (merged && typeof merged === 'object') {
        for (const [classes, result] of Object.entries(merged)) if (typeof result === 'string') map.set(classes, result);
      }
    }
  } catch {
    /* no storage (private mode, prerendering) or a damaged entry: start empty */
  }
  return map;
}

function save(): void {
  saveScheduled = false;
  if (!memo || !getToken()) return;
  try {
    window.localStorage.setItem(CLASS_MERGE_KEY, JSON.stringify({ v: CLASS_MERGE_VERSION, m: Object.fromEntries(memo) }));
  } catch {
    /* full quota: the next visit builds the table again */
  }
}

/** `twMerge(classes)`, answered from the last visits when it was asked before. */
export function mergeClasses(classes: string): string {
  memo ??= load();
  const known = memo.get(classes);
  if (known !== undefined) return known;
  const merged = twMerge(classes);
  if (memo.size < CLASS_MERGE_MAX) {
    memo.set(classes, merged);
    if (!saveScheduled && typeof window !== 'undefined') {
      saveScheduled = true;
      whenIdle(save, 5000);
    }
  }
  return merged;
}

/** Tests: forget what this page remembered (as a new page load does). */
export function resetClassMergeMemo(): void {
  memo = null;
  saveScheduled = false;
}
