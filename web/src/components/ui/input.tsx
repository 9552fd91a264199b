import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

import { inputClass } from './input-class';

export { inputClass };

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(inputClass, className)} {...props} />;
}
