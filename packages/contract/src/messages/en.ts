/**
 * English texts the server sends: one message per catalogue code, the reasons a field can be
 * refused, and the password-reset mail. Placeholders in braces are filled by `formatMessage`.
 * Every other language file has exactly these keys (a test checks it).
 */
export const en = {
  codes: {
    200: 'Success',
    1000004: 'Your session is invalid. Please log in again.',
    1000008: 'Invalid parameter',
    1000009: 'Missing parameter',
    1000010: 'Too many requests. Please try again in {seconds} seconds.',
    1000403: 'No permission to access the current page',
    1000404: 'This address does not exist',
    1000500: 'Something went wrong on our side. Please try again later. (Reference: {requestId})',
    1100000: 'This email address is already registered',
    1100001: 'The registration data is in the wrong format',
    1100002: 'Wrong email or password',
    1100003: 'Your session has expired or you are not logged in. Please log in.',
    1100004: 'The account data you entered is not valid',
    1100005: 'We could not send the email. Please try again later.',
    1100006: 'You are already logged in',
    1100007: 'This email address is already registered; registration failed',
    1100008: 'There is no account with this email address',
    1500018: 'Order not found',
    1500019: 'Order payment failed',
    2000001: 'We could not send the text message',
    2000002: 'The verification code is wrong or has expired',
    2000003: 'We could not fetch the coupon',
    2000004: 'No coupon matches this code',
    2000005: 'We could not change the shipping method',
    2000006: 'We could not confirm receipt',
    2000007: 'The review failed',
    2000008: 'You have no default address yet',
    2000009: 'This order cannot have after-sales service',
    2000010: 'A return for this item already exists',
    2000011: 'The return quantity is over the limit',
    2000012: 'We could not submit the return',
    2000013: 'The return has been cancelled',
    2000014: 'We could not schedule the return',
    2000015: 'The seller application failed',
    2000016: 'You have already applied to become a seller',
    2000017: 'This account can no longer sign in. Please log in again or contact support.',
    2000018: 'The data operation failed',
    2000019: 'No data found',
    2000021: 'This product is not available',
    2000022: 'Payment failed: your balance is insufficient',
    2000023: 'Insufficient stock',
    2000028: 'Offline top-up failed: this transaction ID has already been used',
    2000029: 'Invalid currency type',
    2000030: 'You have reached the number of top-up requests allowed in 24 hours',
    2000032: 'We could not cancel the order',
    2000033: 'A shipped order cannot be cancelled',
  },
  /** How a field-level error reads: the code's message, the field, and why. */
  fieldError: '{message}: {field} ({reason})',
  reasons: {
    required: 'required',
    invalid: 'not valid',
    email: 'not a valid email address',
    phone: 'not a valid phone number',
    tooShort: 'at least {min} characters',
    tooLong: 'at most {max} characters',
    tooSmall: 'at least {min}',
    tooBig: 'at most {max}',
    mismatch: 'the passwords are inconsistent',
    mustAgree: 'you must agree to the terms',
    number: 'must be a number',
    oneOf: 'must be one of: {options}',
    unknownCode: 'no such invitation code',
    notImage: 'must be a JPEG, PNG, WebP or GIF image',
  },
  mail: {
    resetSubject: 'Your Agora verification code',
    resetText:
      'Hello {name},\n\nYour verification code is {code}. It is valid for {minutes} minutes.\n\nIf you did not ask to reset your password, you can ignore this email.\n\nAgora',
  },
} as const;

/** The shape every language's messages must have: the same keys, any wording. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof en>;
