/** What a service may write to the server's log: pino's calling shape, so services need not know Fastify. */
export interface ServiceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  /** Something a person must look at (what operations.md says to watch). */
  error(details: object, message: string): void;
}
