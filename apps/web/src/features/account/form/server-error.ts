/** The server's stable error key of a rejected call (ApiError.key), if any. */
export const errorKeyOf = (error: unknown): string | undefined => (error as { key?: string } | null)?.key;
