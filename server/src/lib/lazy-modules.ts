/**
 * Heavy libraries loaded on first use rather than at start-up (decision 70): the spreadsheet,
 * PDF and image libraries serve a few admin and upload calls, while every boot (a restart, a new
 * instance joining) paid for loading them before answering /health. Each is imported once.
 */
type ExcelModule = typeof import('@cj-tech-master/excelts');
type SharpModule = (typeof import('sharp'))['default'];
type PdfKitModule = typeof import('pdfkit');
type HarfBuzzModule = typeof import('harfbuzzjs');

/** A CommonJS package's exports, however the loader presents them. */
const exportsOf = <T>(m: unknown): T => ((m as { default?: T }).default ?? m) as T;

const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
};

export const loadExcel = once<ExcelModule>(() => import('@cj-tech-master/excelts'));
export const loadSharp = once<SharpModule>(() => import('sharp').then((m) => m.default));
export const loadPdfKit = once<PdfKitModule>(() => import('pdfkit').then((m) => exportsOf<PdfKitModule>(m)));
/** HarfBuzz (WebAssembly): shapes Indian scripts for the printed directory (lib/pdf-text.ts). */
export const loadHarfBuzz = once<HarfBuzzModule>(() => import('harfbuzzjs'));
