/**
 * The display choices in the side menu (docs/product.md "Display choices"): theme and text size,
 * kept on the phone (lib/display). Every word they show is in the catalogue, read in one place.
 */
import { useId } from 'react';
import type { I18n } from '@/i18n/runtime';
import { Select } from '@/components/ui/select';
import { useI18n } from '@/i18n/use-i18n';
import { chooseDisplay, TEXT_SIZES, THEME_CHOICES, useDisplayChoices, type TextSize, type ThemeChoice } from '@/lib/display';

function displayText(i18n: I18n) {
  return {
    section: i18n._('Display'),
    theme: i18n._('Theme'),
    themes: { light: i18n._('Light'), dark: i18n._('Dark'), system: i18n._('Phone') } satisfies Record<ThemeChoice, string>,
    textSize: i18n._('Text size'),
    textSizes: { normal: i18n._('Normal'), large: i18n._('Large'), larger: i18n._('Larger') } satisfies Record<TextSize, string>,
  };
}

export function DisplayMenu() {
  const id = useId();
  const choices = useDisplayChoices();
  const DISPLAY_TEXT = displayText(useI18n());
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="flex flex-col gap-2 border-t px-2 pb-2 pt-3 group-data-[state=collapsed]/sidebar:hidden">
      <p id={`${id}-title`} className="px-1 text-sm font-semibold text-muted-foreground">
        {DISPLAY_TEXT.section}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-theme`} className="px-1 text-base font-medium">
          {DISPLAY_TEXT.theme}
        </label>
        <Select id={`${id}-theme`} value={choices.theme} onChange={(event) => chooseDisplay({ theme: event.target.value as ThemeChoice })}>
          {THEME_CHOICES.map((theme) => (
            <option key={theme} value={theme}>
              {DISPLAY_TEXT.themes[theme]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-size`} className="px-1 text-base font-medium">
          {DISPLAY_TEXT.textSize}
        </label>
        <Select id={`${id}-size`} value={choices.textSize} onChange={(event) => chooseDisplay({ textSize: event.target.value as TextSize })}>
          {TEXT_SIZES.map((size) => (
            <option key={size} value={size}>
              {DISPLAY_TEXT.textSizes[size]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
