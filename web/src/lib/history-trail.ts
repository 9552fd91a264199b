/**
 * The in-app paths of this tab's history entries, by React Router's history index. The shell
 * records each location; the header's back arrow and the lists read it.
 */
const trail = new Map<number, string>();

export function historyIndex(): number {
  return (window.history.state as { idx?: number } | null)?.idx ?? 0;
}

export function recordEntry(idx: number, path: string): void {
  trail.set(idx, path);
}

export function entryAt(idx: number): string | undefined {
  return trail.get(idx);
}

/**
 * True once this document has shown another in-app page before the current one: a POP then is a
 * step back (or forward), not the first load. The shell records the first page before a lazy
 * screen mounts, so one recorded entry is still a first load.
 */
export function navigatedInApp(): boolean {
  return trail.size > 1;
}

/** The path (no query or hash) of an in-app link, without a trailing slash. */
export function pathOf(to: string): string {
  const path = to.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * The header's back arrow to `back`: when the entry just before this one is that page, step
 * back through history (list → details → ← → the phone's back button leaves the list instead of
 * reopening the details); otherwise replace this entry with it, never add one.
 */
export function backAction(back: string, currentIdx: number, previous: string | undefined): { kind: 'pop' } | { kind: 'replace'; to: string } {
  if (currentIdx > 0 && previous !== undefined && pathOf(previous) === pathOf(back)) return { kind: 'pop' };
  return { kind: 'replace', to: back };
}
