/**
 * The floors of the repository and which way imports go (issue 30): in the site, bottom up,
 * `readers/`, `hosting/`, `app/`, `engine/`, and `server/`, which uses only hosting and the
 * readers; below the site, the packages and the private workspaces of `tools/`; above all, the
 * root `scripts/`. `npm run imports:check` prints what breaks a rule, and is a step of `npm test`.
 * Paths are relative to the repository root; type-only imports count like any other.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle, type-only imports included, makes a floor of one module with its callers.',
      severity: 'error',
      from: { path: '^(site|packages|tools)/' },
      to: { circular: true },
    },
    {
      name: 'server-and-hosting-not-to-app-or-engine',
      comment: 'The static server and what it shares with the build never load the app or engine.',
      severity: 'error',
      from: { path: '^site/(server|hosting)/' },
      to: { path: '^site/(app|engine)/' },
    },
    {
      name: 'hosting-only-to-readers',
      comment:
        'Hosting rules read only the package readers, the site configuration and the ' +
        'workbench paths (a leaf the app shares, below both).',
      severity: 'error',
      from: { path: '^site/hosting/' },
      to: {
        path: '^site/',
        pathNot:
          '^site/(hosting|readers|app|engine)/|^site/site\\.config\\.ts$|^site/workbench-paths\\.ts$',
      },
    },
    {
      name: 'engine-not-to-server',
      comment:
        'The build pipeline never needs the static server that serves its output; a test may ' +
        "start it, to hold the build's host files against what it serves.",
      severity: 'error',
      from: { path: '^site/engine/', pathNot: '\\.test\\.ts$' },
      to: { path: '^site/server/' },
    },
    {
      name: 'app-not-to-build-side',
      comment:
        'Browser and prerender code stays out of the build, the server, hosting and the ' +
        'Node-only package readers; only a `*.server.ts` transform (or its ' +
        '`*.server.test.ts`) may reach them. ' +
        "`app/routes.ts` is React Router's route config, evaluated in Node at build time and " +
        'never bundled, so it may read the content tree.',
      severity: 'error',
      from: {
        path: '^site/app/',
        pathNot: ['\\.server(\\.test)?\\.tsx?$', '^site/app/routes\\.ts$'],
      },
      to: { path: '^site/(engine|server|hosting|readers)/' },
    },
    {
      name: 'client-not-to-server-files',
      comment: 'A `*.server.ts` module is Node-only: in the app, only Node-only files import it.',
      severity: 'error',
      from: { path: '^site/app/', pathNot: '\\.server(\\.test)?\\.tsx?$' },
      to: { path: '^site/app/.+\\.server\\.tsx?$' },
    },
    {
      name: 'readers-at-the-bottom',
      comment: 'The package readers import nothing from the floors above them.',
      severity: 'error',
      from: { path: '^site/readers/' },
      to: { path: '^site/(app|engine|server|hosting)/' },
    },
    {
      name: 'packages-not-to-site',
      comment: 'The packages and the private workspaces never import the site that documents them.',
      severity: 'error',
      from: { path: '^(packages|tools)/' },
      to: { path: '^site/' },
    },
    {
      name: 'workspaces-not-to-root-scripts',
      comment:
        'Workspaces never reach up into the root `scripts/`; what they share is a workspace ' +
        '(`@skerry/testing-tools`). The root may import down into them.',
      severity: 'error',
      from: { path: '^(packages|tools|site)/' },
      to: { path: '^scripts/' },
    },
  ],
  options: {
    // Only the repository's own modules: packages from node_modules (the workspaces' built
    // `dist/` included, through their links) are neither followed nor listed.
    includeOnly: '^(site|packages|tools|scripts)/',
    doNotFollow: { path: 'node_modules' },
    // Build output, caches and test fixtures (a fixture breaks the rules on purpose).
    exclude: {
      path: [
        '(^|/)(node_modules|dist|dist\\.next|build|\\.react-router|\\.cache|\\.angular|\\.astro|fixtures)/',
        '^packages/components/cdn(\\.next)?/',
        '^site/storybook/stories/',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'node', 'default'],
    },
    skipAnalysisNotInRules: true,
  },
};
