import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { twMerge } from 'tailwind-merge';
import { CLASS_MERGE_KEY, CLASS_MERGE_VERSION, mergeClasses, resetClassMergeMemo } from './class-merge';
import { cn } from './utils';

const saved = () => JSON.parse(localStorage.getItem(CLASS_MERGE_KEY) ?? 'null') as { v: string; m: Record<string, string> } | null;

describe('class merging remembered across visits', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetClassMergeMemo();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers as tailwind-merge does', () => {
    expect(cn('p-2 text-sm', 'p-4')).toBe('text-sm p-4');
    expect(cn('px-2', false, undefined, ['py-1', { 'bg-red-500': true }], 'bg-blue-500')).toBe(twMerge('px-2 py-1 bg-red-500 bg-blue-500'));
    // Asked again: the remembered answer is the same.
    expect(cn('p-2 text-sm', 'p-4')).toBe('text-sm p-4');
  });

  it('keeps the answers while signed in, once the page is idle', () => {
    localStorage.setItem('token', 'a-token');
    mergeClasses('m-1 m-2');
    expect(saved()).toBeNull();
    vi.runAllTimers();
    expect(saved()).toEqual({ v: CLASS_MERGE_VERSION, m: { 'm-1 m-2': 'm-2' } });
  });

  it('writes nothing when signed out (the sign-out wipe leaves storage empty)', () => {
    mergeClasses('m-1 m-2');
    vi.runAllTimers();
    expect(localStorage.length).toBe(0);
  });

  it('a returning visit answers from what was kept, without asking tailwind-merge', () => {
    // A kept answer tailwind-merge would never give: seen only if it is reused.
    localStorage.setItem(CLASS_MERGE_KEY, JSON.stringify({ v: CLASS_MERGE_VERSION, m: { 'p-1 p-3': 'kept-answer' } }));
    expect(mergeClasses('p-1 p-3')).toBe('kept-answer');
  });

  it('ignores answers kept by another build of tailwind-merge, and damaged entries', () => {
    localStorage.setItem(CLASS_MERGE_KEY, JSON.stringify({ v: 'another-build', m: { 'p-1 p-3': 'stale' } }));
    expect(mergeClasses('p-1 p-3')).toBe('p-3');
    resetClassMergeMemo();
    localStorage.setItem(CLASS_MERGE_KEY, '{not json');
    expect(mergeClasses('p-1 p-3')).toBe('p-3');
  });
});
