import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/utils';
import { buttonVariants, type ButtonVariantProps } from './button-variants';
import { Spinner } from './spinner';

export { buttonVariants };
export type { ButtonSize, ButtonVariant } from './button-variants';

export interface ButtonProps extends ComponentProps<'button'>, ButtonVariantProps {
  /** Render the child element (e.g. a router <Link>) with button styling. */
  asChild?: boolean;
  /** Disables the button and shows a spinner before the label. */
  loading?: boolean;
}

export function Button({ className, variant, size, asChild = false, loading = false, disabled, children, ...props }: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      type="button"
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner className="size-5" />}
      {children}
    </button>
  );
}
