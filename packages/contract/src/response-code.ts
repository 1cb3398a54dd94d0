/** docs/architecture.md §3: every body is `{ code, msg, time, data }`; `code` 1 is success. */
export const ResponseCode = {
  Success: 1,
  Failure: 0,
  LoginExpired: 401,
} as const;
