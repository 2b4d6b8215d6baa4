// The image's build from a checkout that was built before: Docker sends the context
// without what .dockerignore names, then runs `npm ci` and the build. Here the same happens as
// commands, without Docker: the context is copied by .dockerignore's rules, node_modules is laid
// out as `npm ci` would (workspace links to the copy), and the build's compile must emit every
// project. Build info kept beside a dropped dist made `tsc -b` emit nothing, and the server's
// compile could not find @shop/contracts.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const WORKSPACES = ['contracts', 'projections', 'server', 'client', 'test'];

/** .dockerignore's patterns as Docker reads them: relative to the context, `**` any depth, `*` within a name. */
function dockerignore(): RegExp[] {
  return readFileSync(join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((pattern) => {
      const body = pattern
        .replace(/^\/+|\/+$/g, '')
        .split('/')
        .map((part) =>
          part === '**'
            ? '(?:.*/)?'
            : `${part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]')}/`,
        )
        .join('');
      // A directory that matches takes everything under it along.
      return new RegExp(`^${body.replace(/\/$/, '')}(?:/.*)?$`);
    });
}

function copyContext(to: string): void {
  const ignored = dockerignore();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(root, path);
      if (ignored.some((re) => re.test(rel))) continue;
      if (entry.isDirectory()) walk(path);
      else cpSync(path, join(to, rel));
    }
  };
  walk(root);
}

/** node_modules as `npm ci` leaves it: the installed packages, and @shop/* linking to the copy's workspaces. */
function layOutNodeModules(to: string): void {
  mkdirSync(join(to, 'node_modules/@shop'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@shop') symlinkSync(join(root, 'node_modules', entry), join(to, 'node_modules', entry));
  }
  for (const ws of WORKSPACES) symlinkSync(`../../${ws}`, join(to, 'node_modules/@shop', ws));
  for (const ws of WORKSPACES) {
    if (existsSync(join(root, ws, 'node_modules'))) symlinkSync(join(root, ws, 'node_modules'), join(to, ws, 'node_modules'));
  }
}

let context: string;

beforeAll(() => {
  if (!existsSync(join(root, 'contracts/tsconfig.tsbuildinfo'))) {
    throw new Error('this checkout was never built (no contracts/tsconfig.tsbuildinfo): run `npm run build` first (npm test does)');
  }
  context = mkdtempSync(join(tmpdir(), 'image-context-'));
  copyContext(context);
  layOutNodeModules(context);
});

afterAll(() => {
  if (context) rmSync(context, { recursive: true, force: true });
});

it('the context of a built checkout carries no build output or build info', () => {
  const left = spawnSync(
    'find',
    ['.', '-path', './node_modules', '-prune', '-o', '(', '-name', '*.tsbuildinfo', '-o', '-name', 'dist', ')', '-print'],
    {
      cwd: context,
      encoding: 'utf8',
    },
  );
  expect(left.stdout.trim()).toBe('');
});

it("the image's compile (`tsc -b server/tsconfig.build.json`, from npm run build) emits every project in that context", () => {
  const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-b', 'server/tsconfig.build.json'], {
    cwd: context,
    encoding: 'utf8',
  });
  expect(tsc.stdout + tsc.stderr).toBe('');
  expect(tsc.status).toBe(0);
  for (const output of ['contracts/dist/index.js', 'projections/dist/index.js', 'server/dist/main.js', 'server/dist/projector.js']) {
    expect(existsSync(join(context, output))).toBe(true);
  }
}, 600_000);
