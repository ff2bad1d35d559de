import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../test/test-app';

describe.each(dialects())('a NUL character in a request on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('in a search term is refused with 1000008 naming the term, not a fault', async () => {
    const answer = await t.app.inject({ url: '/api/search/pho%00ne', headers: { lang: 'jp' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'term', data: null });
    // Other odd characters stay searchable text.
    expect((await t.app.inject('/api/search/pho%01ne')).json().code).toBe(200);
  });

  it('in a query or a body is refused naming the field, with the route’s own code', async () => {
    expect((await t.app.inject('/api/customer/product/get_all_products?sort=new%00')).json()).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'sort',
    });
    const register = await postForm(t.app, '/api/customer/register/account', newBuyer({ firstname: 'Ann\u0000' }));
    expect(register.json()).toMatchObject({ code: ErrorCode.registerDataWrong, field: 'firstname' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/customer/login/account',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'buyer1@agora.test', password: 'x\u0000y' },
    });
    expect(json.json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'password' });
  });
});
