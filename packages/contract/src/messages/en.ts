/**
 * Messages both sides show: server `msg` texts (errors, successes) and validation keys. The app merges these
 * into its own i18n resources; the server looks them up by the caller's language. `{{name}}` interpolates.
 */
export const en = {
  error: {
    VALIDATION: 'Please check what you entered',
    UNAUTHORIZED: 'Your login has expired, please log in again',
    FORBIDDEN: 'You do not have permission to do this',
    NOT_FOUND: 'Not found',
    CONFLICT: 'This cannot be done in the current state',
    PAYLOAD_TOO_LARGE: 'The upload is too large',
    UNSUPPORTED_MEDIA: 'This file type is not supported',
    IDEMPOTENCY_MISMATCH: 'This request was already sent with different details',
    RATE_LIMITED: 'Too many attempts, please try again in {{minutes}} minutes',
    INTERNAL: 'Something went wrong on our side, please try again',
    ACCOUNT_EXISTS: 'This account name is already taken',
    EMAIL_EXISTS: 'This email is already registered',
    LOGIN_FAILED: 'Wrong account or password',
    ACCOUNT_DISABLED: 'This account has been disabled',
    OLD_PASSWORD_WRONG: 'The old password is wrong',
    PASSWORD_SAME: 'The new password must differ from the old one',
    RESET_CODE_INVALID: 'The code is wrong or has expired',
    PAY_CODE_NOT_SET: 'You have not set a payment password',
    PAY_CODE_WRONG: 'Wrong payment code, {{left}} tries left',
    PAY_CODE_LOCKED: 'Too many wrong payment codes; paying is locked for {{minutes}} minutes',
    OLD_PAY_CODE_WRONG: 'The old payment code is wrong',
    PAY_CODE_SAME: 'The new payment code must differ from the old one',
    INSUFFICIENT_BALANCE: 'Insufficient balance',
    OUT_OF_STOCK: 'Out of stock',
    REFUND_EXISTS: 'You have already submitted a refund request',
  },
  validation: {
    required: 'This field is required',
    tooLong: 'This is too long',
    email: 'Please enter a valid email address',
    mobile: 'Please enter a valid mobile number with its country code, e.g. +33 6 12 34 56 78',
    account: 'Use 3 to 32 letters, digits, dots, dashes or underscores',
    passwordMin: 'The password must be at least 6 characters',
    payCodeDigits: 'The payment code may contain digits only',
    payCodeMin: 'The payment code must be at least 6 digits',
    newPasswordSame: 'The new one must differ from the old one',
    confirmMismatch: 'The confirmation does not match',
    resetCode: 'Enter the 6-digit code from the email',
    invalid: 'This value is not valid',
  },
  success: {
    ok: 'OK',
    loggedIn: 'Logged in',
    registered: 'Welcome to Tradewind',
    loggedOut: 'Logged out',
    saved: 'Saved',
    passwordChanged: 'Password changed, please log in again',
    payCodeSet: 'Payment code set',
    payCodeChanged: 'Payment code changed',
    payCodeVerified: 'Payment code verified',
    resetCodeSent: 'If an account uses this email, a code is on its way',
    passwordReset: 'Your password has been reset, please log in',
    languageChanged: 'Language changed',
  },
  mail: {
    resetSubject: 'Your Tradewind password reset code',
    resetBody:
      'Your code is {{code}}. It is valid for {{minutes}} minutes and can be used once. If you did not ask for it, you can ignore this email.',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof en>;
