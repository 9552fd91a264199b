import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A plain <label>: Radix Label adds nothing a native label lacks here. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label data-slot="label" className={cn('text-base font-medium leading-snug text-foreground', className)} {...props} />;
}
