/**
 * The one mobile-number field (login, Edit Profile, Edit Mobile Number). Every change goes
 * through cleanMobileInput, so a pasted "+91 98765 43210" becomes "9876543210". No maxLength on
 * purpose: the browser would cut the pasted text to 10 characters before the field sees it.
 * Plain <input> with the shared field look, so the login screen can use it without pulling the
 * shared UI kit into its download.
 */
import type { ComponentProps } from 'react';
import { inputClass } from '@/components/ui/input-class';
import { cleanMobileInput } from '@/lib/phone';

export type PhoneInputProps = Omit<ComponentProps<'input'>, 'type' | 'maxLength'> & {
  /** Classes added after the shared field look. */
  extraClass?: string;
};

export function PhoneInput({ extraClass = '', onChange, inputMode = 'numeric', autoComplete = 'tel-national', ...props }: PhoneInputProps) {
  return (
    <input
      data-slot="input"
      type="tel"
      inputMode={inputMode}
      autoComplete={autoComplete}
      className={`${inputClass} ${extraClass}`}
      {...props}
      onChange={(event) => {
        const cleaned = cleanMobileInput(event.target.value);
        if (cleaned !== event.target.value) event.target.value = cleaned;
        onChange?.(event);
      }}
    />
  );
}
