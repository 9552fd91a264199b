import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { i18n } from '@/i18n/i18n';

/** Ids and ARIA attributes tying a control to its error text. Spread onto the input. */
export function fieldProps(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

export interface FormFieldProps {
  /** Id of the control (see fieldProps). */
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  /** Short help under the control. */
  hint?: string;
  children: ReactNode;
  className?: string;
}

/** Label above the control, error below it (read out by screen readers as it appears). */
export function FormField({ id, label, required, error, hint, children, className }: FormFieldProps) {
  return (
    // scroll-margin: the first invalid field is scrolled to on submit and must not hide under the sticky top bar.
    <div className={cn('grid grid-cols-[minmax(0,1fr)] gap-1.5 [&_input]:scroll-mt-24 [&_select]:scroll-mt-24 [&_textarea]:scroll-mt-24', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="text-sm font-normal text-muted-foreground"> {i18n._('(optional)')}</span>
        )}
      </Label>
      {children}
      {hint && !error && <p className="text-sm text-muted-foreground">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
