/** Codes every seller route can answer: the token codes and 1000403 for a caller without an open shop. */
import { ErrorCode } from '@agora/contract/errors';

export const SELLER_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];
