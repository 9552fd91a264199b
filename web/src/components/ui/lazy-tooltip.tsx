/**
 * A tooltip whose code (Radix Tooltip, Popper, Floating UI, DismissableLayer, Portal) loads only
 * when a tooltip is actually wanted — the side menu collapsed to icons on a wide screen. Phones
 * never show one, so the signed-in shell's first download does not carry it. Until the chunk
 * has arrived the child renders alone.
 */
import { lazy, Suspense } from 'react';
import type { TooltipProps } from './tooltip';

const RadixTooltip = lazy(() => import('./tooltip'));

export function LazyTooltip({ content, side, children }: TooltipProps) {
  if (!content) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <RadixTooltip content={content} side={side}>
        {children}
      </RadixTooltip>
    </Suspense>
  );
}
