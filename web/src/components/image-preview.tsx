/**
 * A detail page's picture that opens full screen on tap (docs/product.md 2.1), so a member
 * can read a banner or see faces on a small phone.
 */
import { useState } from 'react';
import ExpandIcon from 'lucide-react/icons/expand';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { i18n } from '@/i18n/i18n';

export interface ImagePreviewProps {
  src: string | null | undefined;
  /** Describes the picture; also the dialog's title. */
  alt: string;
  className?: string;
}

export function ImagePreview({ src, alt, className }: ImagePreviewProps) {
  const [open, setOpen] = useState(false);
  if (!src) {
    return <ImageWithFallback src={null} alt={alt} width={640} height={360} className={cn('aspect-video w-full rounded-xl', className)} />;
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={i18n._('Open image: {name}', { name: alt })}
        className={cn('group relative block w-full overflow-hidden rounded-xl border bg-muted', className)}
      >
        <ImageWithFallback src={src} alt="" width={640} height={360} eager className="aspect-video w-full object-cover" />
        <span aria-hidden="true" className="absolute bottom-2 right-2 inline-flex size-10 items-center justify-center rounded-full bg-black/55 text-white">
          <ExpandIcon className="size-5" />
        </span>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-3xl gap-3 p-3 pt-14">
          <DialogTitle className="sr-only">{alt}</DialogTitle>
          <DialogDescription className="sr-only">{i18n._('Full-size picture. Close to return.')}</DialogDescription>
          <img src={src} alt={alt} decoding="async" className="max-h-[75dvh] w-full rounded-lg bg-muted object-contain" />
        </DialogContent>
      </Dialog>
    </>
  );
}
