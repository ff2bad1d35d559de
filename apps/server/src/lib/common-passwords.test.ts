import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('ships a list of at least 10,000', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['password123', 'qwertyuiop', 'Password123', 'QWERTYUIOP', 'iloveyou1'])('knows %s, ignoring case', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['secret-pass-1', 'correct horse battery staple', 'Tq7#vLm2!pXe'])('lets %s through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
