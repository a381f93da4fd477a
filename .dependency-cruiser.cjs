/**
 * Import boundaries of both apps, checked by `npm run lint` (dependency-cruiser; docs/architecture.md, *Boundaries*).
 *
 * - No import cycle anywhere (module level), and none between server folders: each server folder has a rank in
 *   SERVER_LAYERS and imports only folders of a lower rank (downward). A folder that needs something of a higher
 *   one is a sign the code lives in the wrong place: move it down, or invert the call (pass a function in).
 * - Web features do not import each other (siblings included); the shared layers (api, components, lib, stores,
 *   i18n, config) import no feature; only the app shell (src/app, main.tsx) composes features.
 *
 * There is no list of tolerated violations: every one fails the lint.
 */

/** Server folders, lowest first. The root files: config/paths below everything, the app's assembly above. */
const SERVER_LAYERS = [
  '(config|paths|gc-tuning)\\.ts',
  'db/',
  'plugins/',
  'catalogue-version/',
  'search-terms/',
  'response-cache/',
  'community-score/',
  'web-render/',
  'mail/',
  'jobs/',
  'accounts/',
  'access/',
  'push/',
  'api-docs/',
  'catalogue/',
  'search/',
  'people/',
  'collections/',
  'recommendations/',
  'marketing/',
  'regions/',
  'episodes/',
  'importer/',
  'sample-catalogue/',
  'read-model/',
  'diary/',
  'personal-lists/',
  'diary-transfer/',
  'notifications/',
  'profiles/',
  'reviews/',
  'comments/',
  'moderation/',
  'share-image/',
  'synthetic/',
  'admin/',
  'compat/',
  '(app|main|routes)\\.ts',
  'cli/',
];

const server = (part) => `^apps/server/src/${part}`;

const downwardOnly = SERVER_LAYERS.slice(0, -1).map((layer, rank) => ({
  name: `server-downward:${layer.replace(/[^a-z-]/g, '') || 'root'}`,
  comment: `apps/server/src/${layer} may import only the folders listed before it in SERVER_LAYERS`,
  severity: 'error',
  from: { path: server(layer) },
  to: { path: SERVER_LAYERS.slice(rank + 1).map(server) },
}));

const WEB_SHARED = ['api', 'components', 'lib', 'stores', 'i18n', 'config', 'styles'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle of imports: one of the modules belongs lower, or the two belong together.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...downwardOnly,
    {
      name: 'server-folder-ranked',
      comment: 'Every server folder has a place in SERVER_LAYERS (.dependency-cruiser.cjs): add a new one where it belongs.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: SERVER_LAYERS.map(server) },
      to: {},
    },
    {
      name: 'web-features-apart',
      comment: 'Features do not import each other: compose them in src/app, or move what both use to a shared layer.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-below-features',
      comment: 'The shared layers of the web app know no feature.',
      severity: 'error',
      from: { path: `^apps/web/src/(${WEB_SHARED.join('|')})/` },
      to: { path: '^apps/web/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
