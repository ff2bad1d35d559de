import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { loginAdmin } from '../shops/test-applicant';

describe.each(dialects())('contact details in the website config on %s', (dialect) => {
  const t = useTestApp(dialect);
  const config = async () => (await t.app.inject('/api/customer/index/store?type=website_config')).json().data;

  it('answers the seeded contact details, and the admin’s changes to them and to service_url', async () => {
    expect(await config()).toMatchObject({
      contact_email: 'support@agora.test',
      contact_phone: '+1 555 0100',
      contact_address: expect.stringContaining('Market Street'),
      contact_hours: expect.stringContaining('Mon'),
      service_url: '',
    });
    const admin = await loginAdmin(t.app);
    const saved = (
      await postForm(
        t.app,
        '/api/admin/site/contact',
        { contact_email: 'Help@Agora.test', contact_hours: '24/7', service_url: 'https://chat.example.test/widget.js' },
        admin,
      )
    ).json();
    expect(saved).toMatchObject({ code: 200, data: { contact_email: 'help@agora.test', contact_hours: '24/7', contact_phone: '+1 555 0100' } });
    expect(await config()).toMatchObject({ contact_email: 'help@agora.test', contact_hours: '24/7', service_url: 'https://chat.example.test/widget.js' });
    expect((await t.app.inject({ url: '/api/admin/site/contact', headers: admin })).json().data).toEqual(saved.data);
    // An empty value clears it.
    expect((await postForm(t.app, '/api/admin/site/contact', { service_url: '' }, admin)).json().data.service_url).toBe('');
  });

  it('lets pages load the live-chat service an operator set, and nothing from outside once it is cleared', async () => {
    const policy = async () => String((await t.app.inject('/api/health')).headers['content-security-policy']);
    const directive = (csp: string, name: string) => csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
    expect(directive(await policy(), 'script-src')).not.toContain('chat.example.test');

    const admin = await loginAdmin(t.app);
    await postForm(t.app, '/api/admin/site/contact', { service_url: 'https://chat.example.test/widget.js' }, admin);
    const csp = await policy();
    expect(directive(csp, 'script-src')).toContain('https://chat.example.test');
    expect(directive(csp, 'frame-src')).toContain('https://chat.example.test');
    expect(directive(csp, 'connect-src')).toContain('wss://chat.example.test');
    expect(directive(csp, 'script-src')).not.toContain('widget.js');

    await postForm(t.app, '/api/admin/site/contact', { service_url: '' }, admin);
    expect(directive(await policy(), 'script-src').trim()).toBe("script-src 'self'");
  });

  it('refuses a bad address naming the field', async () => {
    const admin = await loginAdmin(t.app);
    expect((await postForm(t.app, '/api/admin/site/contact', { contact_email: 'not-mail' }, admin)).json()).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'contact_email',
    });
    expect((await postForm(t.app, '/api/admin/site/contact', { service_url: 'javascript:alert(1)' }, admin)).json()).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'service_url',
    });
    expect((await postForm(t.app, '/api/admin/site/contact', { contact_hours: 'x'.repeat(201) }, admin)).json()).toMatchObject({ field: 'contact_hours' });
  });
});
