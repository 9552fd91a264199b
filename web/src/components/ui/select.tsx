import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { inputClass } from './input-class';

/**
 * Native <select>: the phone's own picker is large, familiar and fast on old
 * Android devices, and costs no JavaScript. Pass <option>s as children.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative w-full', className)}>
      <select data-slot="select" className={cn(inputClass, 'appearance-none pr-10')} {...props}>
        {children}
      </select>
      <svg
        className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="m6 9 6 6 6-6" />
      </svg>
    </div>
  );
}
