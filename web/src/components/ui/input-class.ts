/**
 * Shared field look (inputs and native selects). 16px+ text stops iOS Safari from zooming
 * the page when a field gets focus.
 */
export const inputClass =
  'flex h-12 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-foreground placeholder:text-muted-foreground/80 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive file:mr-3 file:border-0 file:bg-transparent file:text-base file:font-medium';
