import { expect, it } from 'vitest';
import { calls } from '@d320b/contract';
import { DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { describeEachDb } from '../../test/harness.js';

describeEachDb('contact', (ctx) => {
  it('answers 401 without a token', async () => {
    expect((await ctx.call('get_contact', {})).statusCode).toBe(401);
  });

  it('lists the district contacts in their order, with display-size photos', async () => {
    const token = await ctx.signIn(DEMO_MEMBER_MOBILE);
    const rows = await ctx.db.selectFrom('district_contacts').selectAll().orderBy('sort').orderBy('id').execute();
    const res = await ctx.call('get_contact', {}, token);
    expect(res.statusCode).toBe(200);
    expect(calls['get_contact'].response.safeParse(res.body).success).toBe(true);
    expect(res.body.data).toHaveLength(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    expect(res.body.data.map((c) => [c.distUName, c.distCPerson, c.distMobile, c.distEMail])).toEqual(
      rows.map((r) => [r.unit_name, r.contact_person, r.mobile, r.email]),
    );
    const withPhoto = res.body.data.find((c) => c.distMPnoto);
    if (withPhoto) expect(withPhoto.distMPnoto).toMatch(/^\/media\/.+\/display\.webp$/);
  });
});
