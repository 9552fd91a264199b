/**
 * Security headers of every answer (CSP with no inline script but the display one, nosniff, frame-ancestors none, ...),
 * decided by helmet once at start-up and set by one synchronous hook (decision 70). The Fastify
 * wrapper of helmet rebuilt helmet's middleware, CSP parsing included, on every request; the headers
 * never change between requests, so they are computed once here.
 */
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The one inline script of web/index.html, allowed by its hash: it applies the display choices kept
 * on the phone (dark theme, text size) before the first paint (docs/product.md "Display choices").
 * security-headers.test.ts fails when the script changes and this hash does not.
 */
export const DISPLAY_SCRIPT_HASH = "'sha256-wMWtIU0R32b8abDXoKzQMkwn1Q5lurzPo71nHOdEqU0='";

export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", DISPLAY_SCRIPT_HASH],
      // Radix positions popovers with inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Share links and images open from other apps.
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/** The headers helmet sets with `options`, read by running its middleware once on a recording response. */
export function securityHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown = null;
  helmet(options as HelmetOptions)({} as never, recorder as never, (err?: unknown) => {
    failed = err ?? null;
  });
  if (failed) throw failed;
  return headers;
}
