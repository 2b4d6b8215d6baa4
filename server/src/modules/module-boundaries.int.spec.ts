// The module boundary rule in eslint.config.mjs, run the way CI runs it: a module reaches another
// only through its `<module>.public.ts` (or wires in its `<module>.module.ts`), and a domain
// folder's stricter rule still holds.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../../..');

// Code from stdin has no place in the TypeScript program, so the type-aware rules (and the program,
// which would lint the file on disk instead) are switched off for it: the import rules need no types.
const UNTYPED = [
  '--parser-options=project:false',
  '--rule',
  '@typescript-eslint/no-floating-promises: off',
  '--rule',
  '@typescript-eslint/no-misused-promises: off',
];

/** The restricted imports ESLint reports for `code` linted as if it were the file at `path`. */
function restrictedImports(path: string, code: string): string[] {
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [resolve(root, 'node_modules/eslint/bin/eslint.js'), ...UNTYPED, '--format', 'json', '--stdin', '--stdin-filename', path],
      {
        cwd: root,
        input: code,
        encoding: 'utf8',
      },
    );
  } catch (error) {
    // ESLint exits 1 when it found problems; its report is still on stdout.
    out = (error as { stdout: string }).stdout;
  }
  const [report] = JSON.parse(out) as { messages: { ruleId: string | null; message: string }[] }[];
  return report.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries', () => {
  it('refuses another module’s files and accepts its public surface', () => {
    const file = 'server/src/modules/wallet/wallet.module.ts';
    const refused = restrictedImports(
      file,
      `import { tubeDecider } from '../ichiban/domain/tube.decide';\nimport { SessionsService } from '../accounts/sessions.service';\nexport const used = [tubeDecider, SessionsService];\n`,
    );
    expect(refused).toHaveLength(2);
    expect(refused[0]).toContain('ichiban.public.ts');
    const allowed = `import { AuthGuard } from '../accounts/accounts.public';\nimport { AccountsModule } from '../accounts/accounts.module';\nimport { WalletReader } from './queries/wallet.reader';\nexport const used = [AuthGuard, AccountsModule, WalletReader];\n`;
    expect(restrictedImports(file, allowed)).toEqual([]);
  }, 60_000);

  it('keeps a domain folder pure even towards a public surface', () => {
    const refused = restrictedImports(
      'server/src/modules/wallet/domain/wallet.state.ts',
      `import { boxDecider } from '../../prize-box/prize-box.public';\nexport const used = boxDecider;\n`,
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain('keep it pure');
  }, 60_000);
});
