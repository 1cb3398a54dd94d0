import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const APP = path.join(import.meta.dirname, '../apps/web/src/app');

/** The array literal a module declares under `name`, read from its source (`as const` or not). */
function arrayIn(file: string, name: string) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  let found: ts.ArrayLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === name && node.initializer) {
      let value: ts.Expression = node.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (ts.isArrayLiteralExpression(value)) found = value;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`No array ${name} in ${file}`);
  return { elements: found.elements, text: (node: ts.Node) => node.getText(source) };
}

/**
 * The paths of the buyer app's route table (`ROUTES` in apps/web/src/app/routes.tsx), read from its source: each
 * entry is a call whose first argument is the path. The table's module imports the whole app, which a Node test
 * cannot load, so it is parsed instead; a route added there is walked without anyone listing it here.
 */
export function routeTablePaths(): string[] {
  const { elements, text } = arrayIn(path.join(APP, 'routes.tsx'), 'ROUTES');
  return elements.map((entry) => {
    const first = ts.isCallExpression(entry) ? entry.arguments[0] : undefined;
    if (!first || !ts.isStringLiteral(first)) throw new Error(`A route entry without a path: ${text(entry)}`);
    return first.text;
  });
}

let openPrefixes: string[] | undefined;

/** Whether the session guard lets a visitor open the route: `PUBLIC_PREFIXES` in apps/web/src/app/guard.ts. */
export function isOpenToVisitors(route: string): boolean {
  if (!openPrefixes) {
    const { elements, text } = arrayIn(path.join(APP, 'guard.ts'), 'PUBLIC_PREFIXES');
    openPrefixes = elements.map((entry) => {
      if (!ts.isStringLiteral(entry)) throw new Error(`A public prefix that is not a string: ${text(entry)}`);
      return entry.text;
    });
  }
  return openPrefixes.some((prefix) => route.startsWith(prefix));
}

export type RouteParams = Record<string, string | number>;

/**
 * A route pattern with its parameters filled: `/detail/:product?/:mer?` with `{ product: 12 }` → `/detail/12`.
 * An optional parameter without a value is left out (with the ones after it); a required one throws.
 */
export function fillRoute(pattern: string, params: RouteParams = {}): string {
  const out: string[] = [];
  for (const segment of pattern.split('/').slice(1)) {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (!param) {
      out.push(segment);
      continue;
    }
    const value = params[param[1]!];
    if (value === undefined) {
      if (param[2]) break;
      throw new Error(`No value for :${param[1]} of ${pattern}`);
    }
    out.push(encodeURIComponent(String(value)));
  }
  return `/${out.join('/')}`;
}
