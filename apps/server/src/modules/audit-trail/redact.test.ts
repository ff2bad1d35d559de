/** What the trail keeps of a body: secrets removed at any depth, long texts and inline files cut short. */
import { describe, expect, it } from 'vitest';
import { redact } from './redact';

describe('redact', () => {
  it('removes passwords, tokens, card details and ID pictures at any depth', () => {
    expect(
      redact({
        email: 'a@b.test',
        password: 'hunter2',
        confirm_password: 'hunter2',
        'access-token': 'abc',
        card: { number: '4242424242424242', cvc: '123' },
        applicant: { id_front_image: 'upload/x.webp', name: 'Ann' },
        items: [{ secret_answer: 'blue', qty: 2 }],
      }),
    ).toEqual({
      email: 'a@b.test',
      password: '[removed]',
      confirm_password: '[removed]',
      'access-token': '[removed]',
      card: '[removed]',
      applicant: { id_front_image: '[removed]', name: 'Ann' },
      items: [{ secret_answer: '[removed]', qty: 2 }],
    });
  });

  it('cuts long texts and drops inline files and binary values', () => {
    const long = redact('x'.repeat(2500)) as string;
    expect(long).toBe(`${'x'.repeat(2000)}…[+500]`);
    expect(redact({ image: 'data:image/png;base64,iVBORw0KGgo=' })).toEqual({ image: '[file]' });
    expect(redact({ file: Buffer.from('abc') })).toEqual({ file: '[file]' });
    expect(redact({ at: new Date('2026-11-28T10:00:00Z'), n: 3, none: null })).toEqual({ at: '2026-11-28T10:00:00.000Z', n: 3, none: null });
  });
});
