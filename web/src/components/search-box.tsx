import { useId, type ComponentProps } from 'react';
import SearchIcon from 'lucide-react/icons/search';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export interface SearchBoxProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'value'> {
  /** Accessible name (the placeholder alone disappears once typing starts). */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Enter: apply at once instead of waiting for the typing pause. */
  onSubmit?: () => void;
}

/** Search field of the list screens: magnifier, large text, phone keyboard's "search" key. */
export function SearchBox({ label, value, onValueChange, onSubmit, className, ...props }: SearchBoxProps) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id={id}
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        className="pl-10"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onSubmit?.();
            // Hides the phone keyboard so the results are visible.
            e.currentTarget.blur();
          }
        }}
        {...props}
      />
    </div>
  );
}
