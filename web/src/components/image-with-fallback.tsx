import { useState, type ImgHTMLAttributes } from 'react';
import UserIcon from 'lucide-react/icons/user-round';
import ImageIcon from 'lucide-react/icons/image';
import { cn } from '@/lib/utils';

export interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src?: string | null;
  alt: string;
  /** Intrinsic size in CSS pixels; reserves the space so the page does not jump when the image arrives. */
  width: number;
  height: number;
  /** Placeholder drawn when the image is missing or broken. */
  fallback?: 'person' | 'image';
  /** Load now instead of when scrolled near (for the first, above-the-fold image). */
  eager?: boolean;
}

/**
 * An <img> that lazy-loads and, when `src` is empty or fails (offline, deleted
 * file), shows a neutral placeholder of the same size instead of a broken icon.
 */
export function ImageWithFallback({ src, alt, width, height, fallback = 'image', eager = false, className, ...props }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;

  if (broken) {
    const Icon = fallback === 'person' ? UserIcon : ImageIcon;
    return (
      <span
        // An empty alt is a decorative picture (the name is beside it), as an <img alt=""> would be.
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        // Same footprint as the image would have: its width (unless the class sets one) and aspect ratio.
        style={{ aspectRatio: `${width} / ${height}`, ['--img-w' as string]: `${width}px` }}
        className={cn('inline-flex w-(--img-w) max-w-full items-center justify-center overflow-hidden bg-secondary text-primary/60', className)}
        data-fallback=""
      >
        <Icon className="size-1/2 max-h-16 max-w-16" strokeWidth={1.5} aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('bg-muted object-cover', className)}
      {...props}
    />
  );
}
