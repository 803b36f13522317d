/**
 * The import rules of docs/architecture.md, checked by `npm run lint` (and so by CI). Test files, fixtures and
 * test helpers may reach into any feature to set up a case; the rules hold for everything that ships.
 */
const path = require('node:path');

const TESTS = '(^|/)(test|tests)/|\\.test\\.tsx?$|/fixtures/';

/** One workspace's features: a feature imports another only through that feature's index.ts (or the floor). */
const featureBoundary = (name, root, floor, alsoAllowed) => ({
  name,
  severity: 'error',
  comment: `${root}: a feature reaches another feature only through its index.ts`,
  from: { path: `^${root}/([^/]+)/`, pathNot: TESTS },
  to: {
    path: `^${root}/`,
    pathNot: [
      `^${root}/$1/`,
      `^${root}/[^/]+/index\\.tsx?$`,
      ...(floor ? [`^${root}/${floor}/`] : []),
      // Tables have a rule of their own (server-tables-are-private).
      ...(alsoAllowed ? [alsoAllowed] : []),
    ],
  },
});

/**
 * A feature's tables are its own: others ask it through the functions its index.ts exports. These few imports of
 * another feature's tables.ts stay, each for its reason (docs/architecture.md "A feature keeps to its own tables").
 */
const TABLE_IMPORTS_ALLOWED = [
  {
    from: 'applications/tables.ts',
    to: 'venues',
    reason: 'an application names the hall it asks for: a foreign key to venues.halls',
  },
  {
    from: 'catalog/modules.ts',
    to: 'content',
    reason:
      "the catalogue binds each content module's declaration to its table (the one place) for publishing to write and search, favourites and the sitemap to read",
  },
  {
    from: 'catalog/modules.ts',
    to: 'collection',
    reason: 'the catalogue binds the works and their types to their tables, in the same one place',
  },
  {
    from: 'catalog/modules.ts',
    to: 'venues',
    reason:
      "the catalogue binds the halls to their table in the same one place, and writes an exhibition's hall as its place",
  },
];

const FEATURES = '^server/src/features';
const literal = (text) => text.replaceAll('.', '\\.');
const allowedFrom = [...new Set(TABLE_IMPORTS_ALLOWED.map((allowed) => allowed.from))];

/** No feature imports another's tables.ts but by the allow-list: one rule for the rest, one per allowed file. */
const tablesArePrivate = [
  {
    name: 'server-tables-are-private',
    severity: 'error',
    comment:
      'A feature asks another through its index.ts functions, never by its tables (TABLE_IMPORTS_ALLOWED).',
    from: {
      path: `${FEATURES}/([^/]+)/`,
      pathNot: [TESTS, ...allowedFrom.map((file) => `${FEATURES}/${literal(file)}$`)],
    },
    to: { path: `${FEATURES}/[^/]+/tables\\.ts$`, pathNot: `${FEATURES}/$1/` },
  },
  ...allowedFrom.map((file) => ({
    name: 'server-tables-are-private',
    severity: 'error',
    comment: `${file} may import only the tables TABLE_IMPORTS_ALLOWED names for it.`,
    from: { path: `${FEATURES}/${literal(file)}$` },
    to: {
      path: `${FEATURES}/[^/]+/tables\\.ts$`,
      pathNot: [
        `${FEATURES}/${file.split('/')[0]}/`,
        ...TABLE_IMPORTS_ALLOWED.filter((allowed) => allowed.from === file).map(
          (allowed) => `${FEATURES}/${allowed.to}/tables\\.ts$`,
        ),
      ],
    },
  })),
];

module.exports = {
  forbidden: [
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment: 'An import the rules cannot follow (a broken path or alias) would slip past every other rule.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other in a loop cannot be read, tested or moved one at a time.',
      from: { pathNot: TESTS },
      to: { circular: true },
    },

    // ---------------------------------------------------------------- shared contract (packages/shared)
    {
      name: 'shared-common-is-the-floor',
      severity: 'error',
      comment: 'packages/shared/src/common holds what every feature uses; it imports no feature.',
      from: { path: '^packages/shared/src/common/' },
      to: { path: '^packages/shared/src/(?!common/)' },
    },
    featureBoundary('shared-feature-boundary', 'packages/shared/src', 'common'),
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'The contract is imported by the server and the site; it imports neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^(server|web)/' },
    },

    // ---------------------------------------------------------------- server
    {
      name: 'server-platform-imports-no-feature',
      severity: 'error',
      comment:
        'platform/ is the adapters (database, cache, storage, SMS, WeChat, HTTP); features build on it.',
      from: { path: '^server/src/platform/', pathNot: TESTS },
      to: { path: '^server/src/(features|seed)/|^server/src/(app|main)\\.ts$' },
    },
    featureBoundary('server-feature-boundary', 'server/src/features', null, `${FEATURES}/[^/]+/tables\\.ts$`),
    ...tablesArePrivate,
    {
      name: 'server-features-not-the-composition',
      severity: 'error',
      comment: 'Features do not import the composition root (app.ts, main.ts) or the demo content.',
      from: { path: '^server/src/features/', pathNot: TESTS },
      to: { path: '^server/src/(app|main)\\.ts$|^server/src/seed/' },
    },
    {
      name: 'server-demo-content-only-when-seeding',
      severity: 'error',
      comment:
        'Demo content and demo art are reached from the seeding entry points, never by the running site.',
      from: {
        path: '^server/src/',
        pathNot: ['^server/src/seed/', '^server/src/main\\.ts$', TESTS],
      },
      to: { path: '^server/src/seed/' },
    },

    // ---------------------------------------------------------------- web
    {
      name: 'web-shared-imports-no-feature',
      severity: 'error',
      comment: 'web/src/shared (request layer, session, UI kit) is beneath every feature.',
      from: { path: '^web/src/shared/', pathNot: TESTS },
      to: { path: '^web/src/(features|app)/' },
    },
    featureBoundary('web-feature-boundary', 'web/src/features'),
    {
      name: 'web-features-not-the-app',
      severity: 'error',
      comment:
        'app/ composes the features (router, layout, dialogs, personal centre); features do not import it.',
      from: { path: '^web/src/features/', pathNot: TESTS },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-reaches-server-only-over-http',
      severity: 'error',
      comment:
        'The site talks to the server through the API and the shared contract, never through its code.',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|(^|/)dist/|\\.css$' },
    moduleSystems: ['es6', 'cjs'],
    tsPreCompilationDeps: true,
    // The site's `@/` alias (web/tsconfig.json's paths).
    tsConfig: { fileName: path.join(__dirname, 'web', 'tsconfig.json') },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
  },
};
