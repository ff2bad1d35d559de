/** Which answers show the generic "interface error" (spec §7, §8) and which the app handles itself. */
import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it, vi } from 'vitest';

vi.mock('./i18n', () => ({ loadPageTexts: () => Promise.resolve() }));
vi.mock('./prefs', () => ({ prefs: {} }));
const { responseOutcome } = await import('./api-client');

const envelope = (code: number) => ({ code, message: 'server text', data: null });

describe('responseOutcome', () => {
  it('answers the data for code 200 within 200–299', () => {
    expect(responseOutcome(200, envelope(200))).toBe('data');
    expect(responseOutcome(299, envelope(200))).toBe('data');
  });

  it("shows a business code's own message on HTTP 200", () => {
    expect(responseOutcome(200, envelope(ErrorCode.accountDataWrong))).toBe('refused');
    expect(responseOutcome(200, envelope(ErrorCode.invalidToken))).toBe('refused');
  });

  it('shows the interface error for an HTTP status outside 200–299, whatever its envelope says', () => {
    expect(responseOutcome(500, envelope(ErrorCode.internalError))).toBe('interfaceError');
    expect(responseOutcome(404, envelope(ErrorCode.routeNotFound))).toBe('interfaceError');
    expect(responseOutcome(502, envelope(ErrorCode.accountDataWrong))).toBe('interfaceError');
    expect(responseOutcome(300, envelope(200))).toBe('interfaceError');
    expect(responseOutcome(199, envelope(200))).toBe('interfaceError');
  });

  it('keeps the codes the app handles itself on any status: the token codes and the rate limit', () => {
    for (const code of [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable]) {
      expect(responseOutcome(401, envelope(code))).toBe('refused');
    }
    expect(responseOutcome(429, envelope(ErrorCode.tooManyRequests))).toBe('refused');
  });

  it('shows the interface error for an answer that is not an envelope', () => {
    expect(responseOutcome(200, null)).toBe('interfaceError');
    expect(responseOutcome(200, { message: 'no code' })).toBe('interfaceError');
    expect(responseOutcome(502, { code: '502' })).toBe('interfaceError');
  });
});
