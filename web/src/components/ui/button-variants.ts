/**
 * Button classes. A plain lookup rather than class-variance-authority: the
 * login screen uses these too, and every byte of its download counts.
 * Every size keeps a ≥ 44px touch target (WCAG 2.5.5), important for older members. A label longer
 * than the screen is wide (the largest text) wraps onto a second line: the button grows, it is never cut.
 */
const base =
  'inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-lg text-center leading-tight text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-5';

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  gold: 'bg-gold text-on-gold shadow-sm hover:bg-gold/90',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline: 'border border-input bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  link: 'min-h-11 px-1 text-primary underline-offset-4 hover:underline',
} as const;

const sizes = {
  default: 'min-h-11 px-5 py-1',
  sm: 'min-h-11 px-3 py-1 text-sm',
  lg: 'min-h-12 px-6 py-1 text-lg',
  icon: 'size-11',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonVariantProps {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
}

/** Class string of a button look; link buttons take no size (they size to their text). */
export function buttonVariants({ variant, size }: ButtonVariantProps = {}): string {
  const v = variant ?? 'default';
  const s = v === 'link' ? '' : sizes[size ?? 'default'];
  return `${base} ${variants[v]} ${s}`;
}
