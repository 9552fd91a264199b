import type { ComponentProps } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import XIcon from 'lucide-react/icons/x';
import { cn } from '@/lib/utils';
import { i18n } from '@/i18n/i18n';

/** A side panel built on Dialog: focus is trapped and Escape / tapping outside closes it. */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

export interface SheetContentProps extends ComponentProps<typeof SheetPrimitive.Content> {
  side?: 'left' | 'right';
  showClose?: boolean;
  /** Extra classes for the × button (e.g. light colours over a dark header). */
  closeClassName?: string;
}

export function SheetContent({ className, children, side = 'left', showClose = true, closeClassName, ...props }: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed inset-y-0 z-50 flex h-full w-[85%] max-w-xs flex-col bg-sidebar shadow-xl outline-none',
          side === 'left' ? 'left-0 data-[state=open]:animate-sheet-in' : 'right-0 data-[state=open]:animate-sheet-in-right',
          className,
        )}
        {...props}
      >
        {children}
        {showClose && (
          <SheetPrimitive.Close
            className={cn(
              'absolute right-2 top-[max(0.5rem,env(safe-area-inset-top))] inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground',
              closeClassName,
            )}
            aria-label={i18n._('Close menu')}
          >
            <XIcon className="size-5" aria-hidden="true" />
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export const SheetTitle = SheetPrimitive.Title;
export const SheetDescription = SheetPrimitive.Description;
