/** A plain, script-free HTML rendering of the OpenAPI document (CSP forbids inline scripts). */
type Op = { summary?: string; requestBody?: unknown; parameters?: unknown; security?: unknown };

export function renderDocsPage(doc: { info?: { title?: string; version?: string }; paths?: Record<string, Record<string, Op>> }): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const rows = Object.entries(doc.paths ?? {})
    .flatMap(([p, ops]) =>
      Object.entries(ops).map(
        ([method, op]) =>
          `<section><h2><code>${method.toUpperCase()} ${esc(p)}</code>${op.security ? ' <small>(bearer token)</small>' : ''}</h2><p>${esc(op.summary ?? '')}</p>` +
          `<details><summary>Schema</summary><pre>${esc(JSON.stringify({ request: op.requestBody ?? op.parameters ?? null }, null, 2))}</pre></details></section>`,
      ),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(doc.info?.title ?? 'API')}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}h2{font-size:1rem;margin:1.5rem 0 .25rem}pre{background:#f3f4f6;padding:.75rem;overflow:auto;font-size:12px}</style></head>
<body><h1>${esc(doc.info?.title ?? 'API')} <small>v${esc(doc.info?.version ?? '')}</small></h1><p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>. Every answer is JSON with <code>status</code> and <code>message</code>.</p>${rows}</body></html>`;
}
