import type { ComponentProps, ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/** Spec: the product's tooltip wrapper has delay 0. */
export function TooltipProvider({ delayDuration = 0, ...props }: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

export const TooltipRoot = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 rounded-md bg-foreground px-3 py-1.5 text-sm text-background shadow-md data-[state=delayed-open]:animate-fade-in', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

export interface TooltipProps {
  content?: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  children: ReactNode;
}

/**
 * Convenience: `<Tooltip content="Home"><button …/></Tooltip>`; renders the child alone when `content` is empty.
 * Brings its own provider, so it can be loaded on its own (see `LazyTooltip` in ./lazy-tooltip).
 */
export function Tooltip({ content, side = 'right', children }: TooltipProps) {
  if (!content) return <>{children}</>;
  return (
    <TooltipProvider>
      <TooltipRoot>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side={side}>{content}</TooltipContent>
      </TooltipRoot>
    </TooltipProvider>
  );
}

export default Tooltip;
