/**
 * The dependency direction of docs/architecture.md, enforced on every `npm test`:
 *   domain <- api <- apps/*,  domain <- ui <- apps/storefront, apps/logistics,  domain <- api <- apps/server
 * Type-only imports count too: a package that names another's types depends on it.
 */
const workspace = (name) => `^(packages|apps)/${name}/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'packages/domain imports no other workspace package, no React, no DOM library and no Node built-in (its tests may read files).',
      severity: 'error',
      from: { path: workspace('domain'), pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: [
          workspace('domain'),
          'node_modules/(libphonenumber-js|date-fns|@date-fns/tz|fast-check|vitest|@vitest)/',
        ],
      },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      from: { path: workspace('domain'), pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'ui-depends-only-on-domain',
      severity: 'error',
      from: { path: workspace('ui') },
      to: { path: '^(packages/(api|app-shell)|apps)/' },
    },
    {
      name: 'api-depends-only-on-domain',
      severity: 'error',
      from: { path: workspace('api') },
      to: { path: '^(packages/(ui|app-shell)|apps)/' },
    },
    {
      name: 'server-never-imports-ui-or-browser-apps',
      comment:
        "The server reads only the apps' page declarations (each app's src/pages.ts, free of React), to serve their documents.",
      severity: 'error',
      from: { path: workspace('server') },
      to: {
        path: '^(packages/(ui|app-shell)|apps/(storefront|logistics))/',
        pathNot: '^apps/(storefront|logistics)/src/pages\\.ts$',
      },
    },
    {
      name: 'app-shell-serves-the-browser-apps',
      comment:
        'The shell both browser apps share sits below them: it never imports an app, and the server never imports it.',
      severity: 'error',
      from: { path: workspace('app-shell') },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-never-import-each-other',
      comment:
        'Only the server reads another app, and only its page declarations (server-never-imports-ui-or-browser-apps).',
      severity: 'error',
      from: { path: '^apps/([^/]+)/', pathNot: '^apps/server/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'tooling-uses-public-entries',
      comment:
        "e2e tests, benchmarks and scripts import a package or an app through its package.json exports, never by a path into its files: what they use is then part of the package's declared surface.",
      severity: 'error',
      from: { path: '^(e2e|bench|scripts|tooling)/' },
      to: { path: '^(packages|apps)/', dependencyTypes: ['local'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing: a typo, or a package the importing workspace does not declare.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      comment: 'Runtime import cycles; a cycle made only of type imports disappears at compile time.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|coverage)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
