/**
 * The error catalogue: every code the API answers, from spec §8 plus the token codes and the few
 * the spec is silent about (rate limit, no permission, unknown route, internal fault).
 * Messages live in `messages/<lang>.ts`; the server sends the code and the message in the
 * request's language.
 */
export const ErrorCode = {
  success: 200,
  invalidToken: 1000004,
  invalidParameter: 1000008,
  missingParameter: 1000009,
  tooManyRequests: 1000010, // ours: rate limits and the 60 s resend limit
  noPermission: 1000403, // ours: "no permission to access the current page"
  routeNotFound: 1000404, // ours: an /api path that does not exist
  internalError: 1000500, // ours: an unexpected fault, answered with HTTP 500
  emailExists: 1100000,
  registerDataWrong: 1100001,
  wrongCredentials: 1100002,
  tokenExpired: 1100003,
  accountDataWrong: 1100004,
  mailFailed: 1100005,
  alreadyLoggedIn: 1100006,
  emailExistsRegisterFailed: 1100007,
  emailNotFound: 1100008,
  orderNotFound: 1500018,
  orderPaymentFailed: 1500019,
  smsFailed: 2000001,
  captchaFailed: 2000002,
  couponFetchFailed: 2000003,
  couponByCodeFailed: 2000004,
  shippingSwitchFailed: 2000005,
  receiptFailed: 2000006,
  auditFailed: 2000007,
  defaultAddressEmpty: 2000008,
  noAfterSales: 2000009,
  returnExists: 2000010,
  returnQuantityLimit: 2000011,
  returnSubmitFailed: 2000012,
  returnCancelled: 2000013,
  returnScheduleFailed: 2000014,
  sellerApplicationFailed: 2000015,
  alreadyAppliedSeller: 2000016,
  accountUnavailable: 2000017, // token code: the account behind a valid token can no longer sign in
  dataOperationFailed: 2000018,
  noData: 2000019,
  productFailure: 2000021,
  balanceInsufficient: 2000022,
  insufficientStock: 2000023,
  rechargeTxExists: 2000028,
  invalidCurrency: 2000029,
  rechargeLimit: 2000030,
  cancelOrderFailed: 2000032,
  shippedCannotCancel: 2000033,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type Code = (typeof ErrorCode)[ErrorCodeName];

export const ALL_CODES = Object.values(ErrorCode) as Code[];

/** Codes after which the client clears its token and opens the login page. */
export const TOKEN_CODES: readonly number[] = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];

/** HTTP status for a code: business outcomes are HTTP 200 (the client reads `code`); only faults are not. */
export function httpStatusFor(code: number): number {
  if (code === ErrorCode.internalError) return 500;
  if (code === ErrorCode.tooManyRequests) return 429;
  if (code === ErrorCode.routeNotFound) return 404;
  return 200;
}
