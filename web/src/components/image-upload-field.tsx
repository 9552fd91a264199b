/**
 * Optional image of a form (activity picture, business image, profile photo): a preview of the
 * current or newly chosen picture and one large "Choose Image" / "Change Image" button. The chosen
 * file is checked for type and size at once, so a member learns about a wrong file before a long
 * upload. Nothing is sent until the form is submitted.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import ImagePlusIcon from 'lucide-react/icons/image-plus';
import { IMAGE_ACCEPT } from '@d320b/contract/fields';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { buttonVariants } from '@/components/ui/button';
import { imageFileError } from '@/lib/image-file';
import { cn } from '@/lib/utils';
import { i18n } from '@/i18n/i18n';

export interface ImageUploadFieldProps {
  /** Field caption, e.g. "Activity Image". */
  label: string;
  /** URL of the image already saved (edit forms). */
  currentUrl?: string | null;
  /** The newly chosen file, or null to keep the current image. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** 'round' for a person's photo. */
  shape?: 'wide' | 'round';
  disabled?: boolean;
}

export function ImageUploadField({ label, currentUrl, value, onChange, shape = 'wide', disabled }: ImageUploadFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);

  // The chosen file's preview URL, released when the file changes or the form goes away.
  const previewUrl = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const shown = previewUrl ?? currentUrl ?? null;
  const hasImage = !!shown;
  const round = shape === 'round';

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-2" role="group" aria-labelledby={`${inputId}-caption`}>
      <p id={`${inputId}-caption`} className="text-base font-medium leading-snug">
        {label} <span className="text-sm font-normal text-muted-foreground">{i18n._('(optional)')}</span>
      </p>
      <div className={cn('flex', round ? 'flex-wrap items-center gap-3' : 'flex-col gap-4')}>
        {hasImage ? (
          <ImageWithFallback
            src={shown}
            alt={value ? i18n._('Preview of the chosen image') : i18n._('Current image')}
            width={round ? 96 : 640}
            height={round ? 96 : 360}
            eager
            fallback={round ? 'person' : 'image'}
            className={round ? 'size-24 shrink-0 rounded-full border object-cover' : 'aspect-video w-full rounded-lg border object-cover'}
          />
        ) : (
          <div
            aria-hidden="true"
            className={cn(
              'flex items-center justify-center border-2 border-dashed border-input bg-muted text-muted-foreground',
              round ? 'size-24 shrink-0 rounded-full' : 'aspect-video w-full rounded-lg',
            )}
          >
            <ImagePlusIcon className="size-10" strokeWidth={1.5} />
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          {/* The real input stays focusable for keyboards and screen readers; the label is what shows. */}
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={disabled}
            className="peer sr-only"
            aria-describedby={error ? `${hintId}-error` : hintId}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              // Reset so choosing the same file again still fires a change.
              event.target.value = '';
              if (!file) return;
              const problem = imageFileError(file);
              setError(problem);
              if (!problem) onChange(file);
            }}
          />
          <label
            htmlFor={inputId}
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'w-fit cursor-pointer px-4 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
              disabled && 'pointer-events-none opacity-55',
            )}
          >
            <ImagePlusIcon aria-hidden="true" />
            {hasImage ? i18n._('Change Image') : i18n._('Choose Image')}
          </label>
          {value && (
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(null)}
              className="min-h-11 w-fit px-1 text-left text-base font-medium text-primary underline-offset-4 hover:underline"
            >
              {currentUrl ? i18n._('Keep the current image') : i18n._('Remove chosen image')}
            </button>
          )}
          <p id={hintId} className="text-sm text-muted-foreground">
            {i18n._('PNG or JPG, up to 8 MB.')}
          </p>
          {error && (
            <p id={`${hintId}-error`} role="alert" className="text-sm font-medium text-destructive">
              {i18n._(error)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
