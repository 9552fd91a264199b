/**
 * Button and field for the login screen, styled like the shared ui
 * primitives but without class merging (tailwind-merge) or Radix, which keeps
 * the /login download small. Use components/ui elsewhere.
 */
import type { ComponentProps } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { inputClass } from '@/components/ui/input-class';
import { Spinner } from '@/components/ui/spinner';

interface LightButtonProps extends ComponentProps<'button'> {
  variant?: 'default' | 'link';
  size?: 'default' | 'lg';
  loading?: boolean;
  extraClass?: string;
}

export function LightButton({ variant = 'default', size = 'default', loading = false, disabled, extraClass = '', children, ...props }: LightButtonProps) {
  return (
    <button
      type="button"
      className={`${buttonVariants({ variant, size })} ${extraClass}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}

export function LightInput({ extraClass = '', ...props }: ComponentProps<'input'> & { extraClass?: string }) {
  return <input className={`${inputClass} ${extraClass}`} {...props} />;
}
