/**
 * Every API test file starts with passwords hashed at a low scrypt cost: the tests make thousands
 * of accounts and logins and check none of them for the cost (lib/password.ts `setPasswordCost`).
 * The test of hashing under load sets the real cost back.
 */
import { setPasswordCost } from '../lib/password';

/** 2^10: about 1 ms a hash instead of about 50. */
export const TEST_PASSWORD_COST = 1024;

setPasswordCost(TEST_PASSWORD_COST);
