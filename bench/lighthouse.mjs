/**
 * Lighthouse 12 on /login with its default mobile settings (Moto G power class device, simulated
 * slow 4G), in Debian's Chromium via chrome-launcher, against the built server.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM_PATH, ensureBuilt, startServer, table } from './lib.mjs';

/** Target for the mobile performance score (0-100). */
export const TARGET_PERFORMANCE = 98; // the team budget: Lighthouse mobile performance ≥ 98

export async function run() {
  ensureBuilt();
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  try {
    const runnerResult = await lighthouse(
      `${server.url}/login`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    );
    const lhr = runnerResult.lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (c) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100));
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const metrics = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      firstContentfulPaintMs: Math.round(audit('first-contentful-paint')),
      largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')),
      totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
      cumulativeLayoutShift: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
      speedIndexMs: Math.round(audit('speed-index')),
    };
    console.log(table(Object.entries(metrics).map(([metric, value]) => ({ metric, value })), ['metric', 'value']));
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => `${a.id} (${Math.round(a.score * 100)})`);
    if (failing.length) console.log(`audits below 90: ${failing.join(', ')}`);
    return {
      name: 'lighthouse',
      ok: metrics.performance !== null && metrics.performance >= TARGET_PERFORMANCE,
      summary: `Lighthouse mobile /login: performance ${metrics.performance} (target ${TARGET_PERFORMANCE}), accessibility ${metrics.accessibility}, best practices ${metrics.bestPractices}, SEO ${metrics.seo}; LCP ${metrics.largestContentfulPaintMs} ms, TBT ${metrics.totalBlockingTimeMs} ms, CLS ${metrics.cumulativeLayoutShift}`,
      metrics,
      details: { lighthouseVersion: lhr.lighthouseVersion, auditsBelow90: failing },
    };
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await run();
  console.log(r.summary);
  process.exit(r.ok ? 0 : 1);
}
