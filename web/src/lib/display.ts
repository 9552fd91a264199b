/**
 * Display choices kept on the phone (docs/product.md "Display choices"): the theme (light, dark, or
 * as the phone is set) and the text size (normal, large, larger). They are applied to <html>: the
 * `dark` class with `color-scheme`, and `data-text-size`, which sets the root font size (every size
 * in the app is in rem, so everything grows with it). index.html applies the stored choices with a
 * small inline script before the first paint, so a dark phone never sees a white page; this module
 * applies them again when they change, and follows the phone while the choice is "phone".
 */
import { useSyncExternalStore } from 'react';

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

import { DISPLAY_KEYS } from './storage';

export { DISPLAY_KEYS };

/** The browser bar's colour per theme (meta theme-color): the top bar's colour. */
export const THEME_COLORS = { light: '#00338d', dark: '#0b1a33' } as const;

export interface DisplayChoices {
  theme: ThemeChoice;
  textSize: TextSize;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the choice applies now, it is just not remembered.
  }
}

export function storedChoices(): DisplayChoices {
  const theme = read(DISPLAY_KEYS.theme);
  const textSize = read(DISPLAY_KEYS.textSize);
  return {
    theme: (THEME_CHOICES as readonly string[]).includes(theme ?? '') ? (theme as ThemeChoice) : 'system',
    textSize: (TEXT_SIZES as readonly string[]).includes(textSize ?? '') ? (textSize as TextSize) : 'normal',
  };
}

const darkQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null);

/** Whether the page is dark with `choice` on this phone now. */
export function isDark(choice: ThemeChoice): boolean {
  return choice === 'dark' || (choice === 'system' && !!darkQuery()?.matches);
}

/** Puts the choices on <html> (class, color-scheme, data-text-size) and the theme-color meta. */
export function applyDisplay(choices: DisplayChoices = storedChoices()) {
  const root = document.documentElement;
  const dark = isDark(choices.theme);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  if (choices.textSize === 'normal') root.removeAttribute('data-text-size');
  else root.setAttribute('data-text-size', choices.textSize);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', dark ? THEME_COLORS.dark : THEME_COLORS.light);
}

let current: DisplayChoices | null = null;
const listeners = new Set<() => void>();

function snapshot(): DisplayChoices {
  current ??= storedChoices();
  return current;
}

/** Keeps a new choice on the phone and applies it at once. */
export function chooseDisplay(change: Partial<DisplayChoices>) {
  const next = { ...snapshot(), ...change };
  write(DISPLAY_KEYS.theme, next.theme);
  write(DISPLAY_KEYS.textSize, next.textSize);
  current = next;
  applyDisplay(next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current choices, for the menu. */
export function useDisplayChoices(): DisplayChoices {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Follows the phone: when it turns dark or light (by the hour, or by hand) while the choice is
 * "phone", and when another tab of the app changes a choice. Called once at start.
 */
export function followPhoneDisplay() {
  darkQuery()?.addEventListener('change', () => applyDisplay(snapshot()));
  window.addEventListener('storage', (event) => {
    if (event.key !== DISPLAY_KEYS.theme && event.key !== DISPLAY_KEYS.textSize) return;
    current = storedChoices();
    applyDisplay(current);
    for (const listener of listeners) listener();
  });
}
