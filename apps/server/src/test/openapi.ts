import type { App } from '../app.js';

export interface Operation {
  method: string;
  path: string;
  /** The names of its query parameters. */
  query: string[];
  /** The names of the headers it documents (an Idempotency-Key). */
  headers: string[];
  /** Its JSON body's schema, when it takes one. */
  body: unknown;
}

/**
 * Every operation of the OpenAPI document the server builds from the contract (@fastify/swagger collects each route
 * as it is registered): what the guards of docs/architecture.md §9 walk.
 */
export function operationsOf(app: App): Operation[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []) as { name: string; in: string }[];
      const content = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)
        ?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        headers: parameters.filter((p) => p.in === 'header').map((p) => p.name),
        body: content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}
