// Lint rules for every package, plus the architecture's boundaries:
// - a domain folder (server/src/modules/*/domain) imports only @shop/contracts and the pure decider kit;
// - a client feature never imports another feature (shared pieces live in client/src/components or lib);
// - a server module uses another module only through its `<module>.public.ts` (and wires it in only
//   through its `<module>.module.ts`), and so does the purchase core (server/src/purchases).
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
  ...serverModules.map((m) => ({
    files: [`${modulesDir}/${m}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverModules.filter((other) => other !== m).map((other) => intoModule(other, '')) }],
    },
  })),
  {
    files: ['server/src/purchases/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverModules.map((m) => intoModule(m, ': the purchase core sees modules only through them')) }],
    },
  },
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
