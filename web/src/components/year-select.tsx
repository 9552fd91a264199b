/**
 * Academic-year dropdown (district directory "Select Year", club details). A Radix listbox
 * rather than the native <select>: the open list is capped at 350px (docs/product.md 2.9), then it scrolls
 * (section 9), which a native picker cannot promise.
 */
import { useId } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import CheckIcon from 'lucide-react/icons/check';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { inputClass } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { i18n } from '@/i18n/i18n';

export const YEAR_LIST_MAX_HEIGHT_PX = 350;

export interface YearOption {
  value: string;
  label: string;
}

export interface YearSelectProps {
  label: string;
  /** Show the label on screen (otherwise it is for screen readers only). */
  showLabel?: boolean;
  value: string | undefined;
  onChange: (value: string) => void;
  options: YearOption[];
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

export function YearSelect({ label, showLabel = false, value, onChange, options, placeholder = i18n._('Select Year'), disabled, className }: YearSelectProps) {
  const labelId = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className={showLabel ? 'text-base font-medium' : 'sr-only'}>
        {label}
      </span>
      <SelectPrimitive.Root value={value} onValueChange={onChange} disabled={disabled}>
        <SelectPrimitive.Trigger aria-labelledby={labelId} className={cn(inputClass, 'items-center justify-between gap-2 text-left')}>
          <SelectPrimitive.Value placeholder={placeholder} />
          <SelectPrimitive.Icon asChild>
            <ChevronDownIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            style={{ maxHeight: `min(${YEAR_LIST_MAX_HEIGHT_PX}px, var(--radix-select-content-available-height))` }}
            className="z-50 w-(--radix-select-trigger-width) overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg data-[state=open]:animate-fade-in"
          >
            <SelectPrimitive.Viewport className="p-1" style={{ maxHeight: `${YEAR_LIST_MAX_HEIGHT_PX}px` }}>
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex min-h-11 cursor-default select-none items-center rounded-md py-2 pl-9 pr-3 text-base outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[state=checked]:font-semibold"
                >
                  <SelectPrimitive.ItemIndicator className="absolute left-2.5 inline-flex items-center">
                    <CheckIcon className="size-4 text-primary" aria-hidden="true" />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </div>
  );
}
