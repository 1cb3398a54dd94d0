import fs from 'node:fs';

/**
 * The one-way rules of docs/architecture.md §2, checked on resolved paths so relative and `@/` imports count alike:
 * - the contract is below both apps: it never imports one;
 * - a feature never imports another feature; components, api, lib and i18n never import a feature;
 * - the app shell (`app/`) imports the rest of the buyer app, never the other way;
 * - the buyer app never imports the operator console (main.tsx alone loads it, on /admin), and the console never
 *   imports a buyer feature (what both need lives in components, api, lib or i18n);
 * - server `lib/` never imports `modules/`; a module's services know nothing of Fastify (only its routes do);
 * - server `db/` (schema, client, migrations, functions) imports nothing of the server outside it: not lib/, no
 *   module, plugin, the app or the demo seed;
 * - the operator's endpoints live in `modules/admin-<area>/`: a buyer's module never imports one, and only they
 *   register `/api/admin/*` paths (the one upload handler serves both the buyer's and the operator's path);
 * - no module imports itself back through others (import-x/no-cycle, which follows value imports only: a
 *   type-only import cannot run out of order).
 */
const WEB = 'apps/web/src';
const FEATURES = `${WEB}/features`;
const features = fs
  .readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SERVER = 'apps/server/src';
const MODULES = `${SERVER}/modules`;
const modules = fs
  .readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const isOperators = (module) => module.startsWith('admin-');

const zones = [
  ...features.map((feature) => ({
    target: `./${FEATURES}/${feature}`,
    from: `./${FEATURES}`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to components, api or lib.',
  })),
  ...['components', 'api', 'lib', 'i18n'].map((layer) => ({
    target: `./${WEB}/${layer}`,
    from: `./${FEATURES}`,
    message: 'Shared code never imports a feature.',
  })),
  ...['features', 'components', 'api', 'lib', 'i18n'].map((layer) => ({
    target: `./${WEB}/${layer}`,
    from: `./${WEB}/app`,
    message:
      'The app shell imports the rest of the app, never the other way: move what both need below it (components, api, lib or i18n).',
  })),
  ...['app', 'features', 'components', 'api', 'lib', 'i18n'].map((layer) => ({
    target: `./${WEB}/${layer}`,
    from: `./${WEB}/admin`,
    message: 'The buyer app never imports the operator console.',
  })),
  {
    target: `./${WEB}/admin`,
    from: `./${FEATURES}`,
    message: 'The console never imports a buyer feature: move what both need to components, api or lib.',
  },
  {
    target: './packages/contract',
    from: './apps',
    message: 'The contract is below both apps: it never imports one.',
  },
  {
    target: `./${SERVER}/lib`,
    from: `./${MODULES}`,
    message: 'Server lib/ is below the modules: it never imports one.',
  },
  {
    target: `./${SERVER}/db`,
    from: `./${SERVER}`,
    except: ['./db'],
    message: 'Server db/ is below everything: it never imports lib/, a module, a plugin, the app or the demo seed.',
  },
  ...modules
    .filter((module) => !isOperators(module))
    .map((module) => ({
      target: `./${MODULES}/${module}`,
      from: modules.filter(isOperators).map((operators) => `./${MODULES}/${operators}`),
      message: "A buyer's module never imports the operator's: modules/admin-* build on the others, not the reverse.",
    })),
];

const noFastify = { group: ['fastify', 'fastify/*', '@fastify/*'], message: 'Services know nothing of Fastify.' };
const noOperatorPaths = {
  group: ['@tradewind/contract'],
  importNamePattern: '^Admin\\w*Api$',
  message: "The operator's endpoints are registered in modules/admin-<area>/, never in a buyer's module.",
};
const restricted = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export function boundaries({ importX, createTypeScriptImportResolver }) {
  return [
    {
      files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'packages/contract/src/**/*.ts'],
      plugins: { 'import-x': importX },
      settings: {
        // no-cycle parses what it follows, and only files of these extensions.
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/contract/tsconfig.json'],
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { zones }],
        // Not following node_modules keeps its cost to about a fifth of the lint's time; a depth limit saved nothing.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      files: ['packages/contract/src/**/*.ts'],
      rules: restricted({
        group: ['@tradewind/server', '@tradewind/server/*', '@tradewind/web', '@tradewind/web/*'],
        message: 'The contract is below both apps: it never imports one.',
      }),
    },
    // One rule name per file: where two sets of patterns apply, one config lists both.
    {
      files: [`${MODULES}/**/*.ts`],
      ignores: ['**/*routes.ts', '**/*.test.ts', `${MODULES}/admin-*/**`],
      rules: restricted(noFastify, noOperatorPaths),
    },
    {
      files: [`${MODULES}/admin-*/**/*.ts`],
      ignores: ['**/*routes.ts', '**/*.test.ts'],
      rules: restricted(noFastify),
    },
    {
      files: [`${MODULES}/**/*routes.ts`],
      ignores: [`${MODULES}/admin-*/**`, `${MODULES}/uploads/routes.ts`],
      rules: restricted(noOperatorPaths),
    },
  ];
}
