import { describe, expect, it } from 'vitest';

// The document is plain JSON; tests walk it loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
import { calls } from './catalogue';
import { CALL_COUNT } from './calls';
import { API_BASE, callPath, EXT_BASE } from './define';
import { buildOpenApi } from './openapi';

describe('buildOpenApi', () => {
  const doc = buildOpenApi({ title: 'District 320B API', version: '1.2.0' });
  const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op: op as Record<string, Loose> })),
  );

  it('has one operation per call', () => {
    expect(doc.openapi).toBe('3.1.0');
    // The member app's calls plus those outside its base (admin console, ...), each at its own path.
    const total = Object.keys(calls).length;
    expect(total).toBeGreaterThan(CALL_COUNT);
    expect(ops).toHaveLength(total);
    expect(new Set(ops.map((o) => o.op.operationId)).size).toBe(total);
    for (const o of ops) expect(o.path).toBe(callPath(o.op.operationId));
    expect(ops.filter((o) => o.path.startsWith(`${API_BASE}/`))).toHaveLength(CALL_COUNT);
    expect(ops.filter((o) => o.path.startsWith(`${EXT_BASE}/admin/`)).length).toBeGreaterThan(0);
  });

  it('describes the delta sync call under /api', () => {
    const op = doc.paths['/api/sync/delta']!.post as Record<string, Loose>;
    expect(op.tags).toEqual(['sync']);
    expect(op.security).toEqual([{ bearerAuth: [] }]);
    expect(op.requestBody.content['application/json'].schema.properties.cursor).toMatchObject({ type: 'string' });
  });

  it('is JSON-serialisable and stable', () => {
    const text = JSON.stringify(doc);
    expect(JSON.parse(text)).toEqual(doc);
  });

  it('GET calls use query parameters', () => {
    const other = doc.paths[`${API_BASE}/get_other_type`]!.get as Record<string, Loose>;
    expect(other.parameters).toEqual([expect.objectContaining({ name: 'type', in: 'query', required: true })]);
    expect(other.requestBody).toBeUndefined();
  });

  it('multipart calls describe file parts', () => {
    const op = doc.paths[`${API_BASE}/add_club_activities`]!.post as Record<string, Loose>;
    const mp = op.requestBody.content['multipart/form-data'].schema;
    expect(mp.properties.caImage).toMatchObject({ type: 'string', format: 'binary' });
    expect(mp.required).toEqual(expect.arrayContaining(['clubld', 'caTitle', 'caDesc', 'caDate']));
  });

  it('errors reference the envelope and auth uses bearer', () => {
    expect(doc.components.schemas.ErrorEnvelope).toBeDefined();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const login = doc.paths[`${API_BASE}/login`]!.post as Record<string, Loose>;
    const members = doc.paths[`${API_BASE}/get_members`]!.post as Record<string, Loose>;
    expect(login.security).toEqual([]);
    expect(members.security).toEqual([{ bearerAuth: [] }]);
    for (const code of ['400', '401', '403', '404', '413', '422', '429']) {
      expect(members.responses[code]).toEqual({ $ref: `#/components/responses/Error${code}` });
    }
    expect(members.responses['200'].content['application/json'].schema.properties.mem_count).toBeDefined();
  });
});
