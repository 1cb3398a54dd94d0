import type { InjectOptions } from 'fastify';
import { ID_MAX, IDEMPOTENCY_HEADER } from '@tradewind/contract';
import { IDEMPOTENCY_KEY_MAX } from '../lib/idempotency.js';
import { OBJECT_KEY_MAX } from '../lib/storage/object-store.js';
import type { Operation } from './openapi.js';

/**
 * Edge values, where a hostile value of the wrong kind is refused before anything runs but one of the right kind
 * at the edge of its range reaches the database or the store: ids at and past their column's largest value (and
 * past what a JavaScript number holds), keys and path segments at their limit and one past it.
 */
export const EDGE_IDS = [ID_MAX.integer, ID_MAX.integer + 1, 2 ** 53];

type Schema = {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

const ID_NAME = /(^|_)ids?$/;
/** Texts a field's rule may take, the first that fits being used: an amount, a code, a hash, an upload, a date. */
const TEXTS = [
  '1.00',
  'EDGE1',
  `0x${'a'.repeat(64)}`,
  `/uploads/private/${'a'.repeat(32)}.png`,
  '12/30',
  '2030-01-01T00:00:00Z',
  'Edge value 12345',
];

/** A value the schema takes, as plain as it gets; ids are the largest that names no row. */
function sample(schema: Schema, name = ''): unknown {
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return sample(branches[0]!, name);
  if (schema.enum) return schema.enum.find((value) => value !== null);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      if (ID_NAME.test(name)) return Math.min(ID_MAX.integer, schema.maximum ?? ID_MAX.integer);
      const least = (schema.minimum ?? 1) + (schema.exclusiveMinimum ? 1 : 0);
      return Math.min(Math.max(least, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.min(Math.max(1, schema.minItems ?? 0), schema.maxItems ?? 1);
      return Array.from({ length: count }, () => sample(schema.items ?? {}, name));
    }
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {}, key)]),
      );
    default: {
      const fits = (text: string) =>
        text.length >= (schema.minLength ?? 0) &&
        text.length <= (schema.maxLength ?? Infinity) &&
        (!schema.pattern || new RegExp(schema.pattern).test(text));
      return TEXTS.find(fits) ?? 'Edge';
    }
  }
}

type Path = (string | number)[];
/** Where ids are in a body: a field named `…_id` or `id`, or a list named `ids`, at any depth, required or not. */
function idPaths(schema: Schema, path: Path = [], name = ''): Path[] {
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return idPaths(branches[0]!, path, name);
  if (schema.type === 'integer' && ID_NAME.test(name)) return [path];
  if (schema.type === 'array') return idPaths(schema.items ?? {}, [...path, 0], name);
  if (schema.type !== 'object') return [];
  return Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => idPaths(sub, [...path, key], key));
}

function withValue(body: unknown, schema: Schema, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema;
  if (typeof step === 'number') {
    const list = Array.isArray(body) ? [...body] : [sample(branch.items ?? {})];
    list[0] = withValue(list[0], branch.items ?? {}, rest, value);
    return list;
  }
  const object = { ...(body as Record<string, unknown>) };
  const sub = branch.properties?.[step] ?? {};
  object[step] = withValue(object[step] ?? sample(sub, step), sub, rest, value);
  return object;
}

const json = { 'content-type': 'application/json' };

/** An operation's body with each id in turn at each edge value, the rest as plain as its schema allows. */
export function edgeIdRequests(operation: Operation): InjectOptions[] {
  const method = operation.method as InjectOptions['method'];
  const requests: InjectOptions[] = operation.query
    .filter((name) => ID_NAME.test(name))
    .flatMap((name) => EDGE_IDS.map((id) => ({ method, url: `${operation.path}?${name}=${id}` })));
  if (!operation.body) return requests;
  const schema = operation.body as Schema;
  const base = sample(schema);
  for (const path of idPaths(schema)) {
    for (const id of EDGE_IDS) {
      const payload = JSON.stringify(withValue(base, schema, path, id));
      requests.push({ method, url: operation.path, headers: json, payload });
    }
  }
  return requests;
}

/** A keyed operation's plain body with an Idempotency-Key at its limit and one past it. */
export function edgeKeyRequests(operation: Operation): InjectOptions[] {
  if (!operation.headers.includes(IDEMPOTENCY_HEADER)) return [];
  const payload = JSON.stringify(sample(operation.body as Schema));
  return [IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MAX + 1].map((length) => ({
    method: operation.method as InjectOptions['method'],
    url: operation.path,
    headers: { ...json, [IDEMPOTENCY_HEADER]: `edge-${length}-`.padEnd(length, 'k') },
    payload,
  }));
}

/** Paths under /uploads/ no upload has: folders, `..` and NUL escaped, names at the key's limit and one past it. */
export function edgeUploadPaths(): string[] {
  const name = (length: number) => `u/${'a'.repeat(length - 'u/.png'.length)}.png`;
  return [
    '/uploads/',
    '/uploads/u/',
    '/uploads/private/',
    '/uploads/catalogue/',
    '/uploads/%2e%2e/%2e%2e/package.json',
    '/uploads/u/%2e%2e/%2e%2e/package.json',
    '/uploads/%00',
    '/uploads/u/a%00.png',
    `/uploads/${name(OBJECT_KEY_MAX)}`,
    `/uploads/${name(OBJECT_KEY_MAX + 1)}`,
    `/uploads/${name(1_000)}`,
    `/uploads/u/${'a'.repeat(255)}.png`,
    `/uploads/u/${'a'.repeat(256)}.png`,
    '/api/admin/uploads/private/',
    '/api/admin/uploads/private/%2e%2e/u/a.png',
  ];
}
