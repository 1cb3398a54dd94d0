/** Every failed call rejects with an ApiError; `code` is the body code (0 when no envelope came back). */
export class ApiError extends Error {
  override name = 'ApiError';
  code: number;
  status?: number;
  /** The server's stable machine key (`error`), e.g. INSUFFICIENT_BALANCE. */
  key?: string;
  /** Field name → message, for validation errors. */
  fields?: Record<string, string>;

  constructor(
    message: string,
    init: { code: number; status?: number; key?: string; fields?: Record<string, string> } = { code: 0 },
  ) {
    super(message);
    this.code = init.code;
    this.status = init.status;
    this.key = init.key;
    this.fields = init.fields;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
