// Lint rules for every package, plus the architecture's boundaries:
// - a domain folder (server/src/modules/*/domain) imports only @shop/contracts and the pure decider kit;
// - a client feature never imports another feature (shared pieces live in client/src/components or lib);
// - a server module uses another module only through its `<module>.public.ts` (and wires it in only
//   through its `<module>.module.ts`), and so does the purchase core (server/src/purchases);
// - the server modules form layers (docs/architecture.md, "Layers among the server modules"): a
//   module uses only the layers below its own, and the infrastructure under them uses no module.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = 'client/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const modulesDir = 'server/src/modules';
const serverModules = existsSync(modulesDir)
  ? readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * The server's layers, bottom first. A unit uses the units of the layers below its own, never one
 * beside it or above: an arrow that ran up would make the layer below depend on the one above.
 * A unit is a module of server/src/modules, except the purchase core, whose three folders decide
 * one purchase together (the core folds the order and the prize box; orders and the prize box run
 * their own steps through the core) and so use each other freely.
 */
const layers = [
  ['accounts'], // identity and the session guard every module uses
  ['fairness', 'addresses', 'catalogue', 'lines'], // seeds and beacons, addresses, the product table, lines for held containers
  ['wallet'], // money: tokens, points, coupons, card gateway
  ['member'], // VIP growth, check-in, likes, tasks
  ['content', 'purchase core'], // the shop's pages and notifications; orders, the prize box and the purchase core
  ['ichiban', 'gacha', 'blindbox', 'shop'], // the product lines, plug-ins of the purchase core
  ['staff', 'profile'], // views across the shop: the staff console, the member's profile
];
const unitFolders = { 'purchase core': ['purchases', 'modules/orders', 'modules/prize-box'] };
const foldersOf = (unit) => unitFolders[unit] ?? [`${modulesDir.replace('server/src/', '')}/${unit}`];
const unitOf = (folder) => layers.flat().find((unit) => foldersOf(unit).includes(folder));
const layerOf = (unit) => layers.findIndex((layer) => layer.includes(unit));
const unplaced = serverModules.filter((m) => !unitOf(`modules/${m}`));
if (unplaced.length > 0) throw new Error(`Place every server module in a layer (eslint.config.mjs): ${unplaced.join(', ')}`);
/** A relative path that climbs into one of `folders` (each relative to server/src). */
const intoFolders = (folders) => `^(\\.\\./)+(${folders.map((f) => f.replace(/^modules\//, '(modules/)?')).join('|')})/`;
/** What the files of `unit` may not import: the units beside it and above it. */
const upOrBeside = (unit) => {
  const barred = layers
    .slice(layerOf(unit))
    .flat()
    .filter((other) => other !== unit);
  if (barred.length === 0) return [];
  const message = `${unit} may use only the layers below its own (eslint.config.mjs, docs/architecture.md, "Layers among the server modules"): move the piece down, or let the layer above react.`;
  return [{ regex: intoFolders(barred.flatMap(foldersOf)), message }];
};
/** The import patterns refused under `folder`: `boundaries` everywhere, `layer` too outside specs. */
const restrictByLayer = (folder, boundaries, layer) => [
  { files: [`${folder}/**/*.ts`], rules: { 'no-restricted-imports': ['error', { patterns: [...boundaries, ...layer] }] } },
  {
    files: [`${folder}/**/*.spec.ts`],
    rules: { 'no-restricted-imports': boundaries.length > 0 ? ['error', { patterns: boundaries }] : 'off' },
  },
];
/** Infrastructure under every module: it uses none of them. */
const infrastructure = ['config', 'event-store', 'platform', 'http', 'database', 'live', 'health'];

/**
 * A relative path that climbs into `module`'s folder and names any file there but its public one
 * or its Nest module (which only wires it in). Public files export no Nest module: importing a
 * module file from a public one made require cycles (accounts ↔ wallet).
 */
const intoModule = (module, from) => ({
  regex: `^(\\.\\./)+(modules/)?${module}/(?!${module}\\.(public|module)$)`,
  message: `Use ${module}'s public surface (${modulesDir}/${module}/${module}.public.ts), not its files${from}.`,
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'bench/results/**', 'client/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Type-aware rules: a promise nobody awaits loses its error (an unhandled rejection, or a write
  // the caller believes done). Two programs, as `npm run typecheck` builds them: the node packages
  // with their sources mapped, and the client.
  {
    files: ['{contracts,projections,server,test}/**/*.ts', 'client/src/**/*.{ts,tsx}', 'client/vite.config.ts'],
    languageOptions: {
      parserOptions: { project: ['./tsconfig.check.json', './client/tsconfig.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // The client's router runs in declarative mode (BrowserRouter), where navigate() returns
      // nothing; the Promise in its type belongs to data routers.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.cjs', 'jest.config.js', 'jest.preset.js', '*/jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  // Inside a server module, a relative path into another module's folder must name its public file.
  // (Before the domain rule: for a domain file that stricter rule replaces this one.)
  // And, but in a spec (which may drive a module through the layers above it), it may not climb
  // into a unit of its own layer or above.
  ...serverModules.flatMap((m) => {
    const boundaries = serverModules.filter((other) => other !== m).map((other) => intoModule(other, ''));
    return restrictByLayer(`${modulesDir}/${m}`, boundaries, upOrBeside(unitOf(`modules/${m}`)));
  }),
  ...restrictByLayer(
    'server/src/purchases',
    serverModules.map((m) => intoModule(m, ': the purchase core sees modules only through them')),
    upOrBeside('purchase core'),
  ),
  ...restrictByLayer(
    `server/src/{${infrastructure.join(',')}}`,
    [],
    [
      {
        regex: intoFolders(['modules', 'purchases']),
        message: 'Infrastructure sits under every module and uses none of them: pass what it needs in.',
      },
    ],
  ),
  // The data source lists every module's tables: it wires the app together, like app.module.ts.
  { files: ['server/src/database/data-source.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['server/src/modules/*/domain/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!@shop/contracts$|\\./|(\\.\\./){3}platform/decider$)',
              message: 'A domain folder imports only @shop/contracts, its own files and platform/decider: keep it pure.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  // Inside a feature, a relative path that climbs into another feature's folder is refused.
  ...features.map((f) => ({
    files: [`${featuresDir}/${f}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: features
            .filter((other) => other !== f)
            .map((other) => ({
              regex: `^(\\.\\./)+(features/)?${other}(/|$)`,
              message: 'A feature never imports another feature: move shared pieces to client/src/components or lib.',
            })),
        },
      ],
    },
  })),
);
