// The module boundary and layer rules in eslint.config.mjs, run the way CI runs it: a module
// reaches another only through its `<module>.public.ts` (or wires in its `<module>.module.ts`), only
// in a layer below its own, and a domain folder's stricter rule still holds.
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
      `import { ProductRow } from '../catalogue/product.entity';\nimport { SessionsService } from '../accounts/sessions.service';\nexport const used = [ProductRow, SessionsService];\n`,
    );
    expect(refused).toHaveLength(2);
    expect(refused[0]).toContain('catalogue.public.ts');
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

  it('refuses an import that runs up a layer or across to a module beside it', () => {
    const up = restrictedImports(
      'server/src/modules/wallet/queries/balance.reader.ts',
      `import { tubeDecider } from '../../ichiban/ichiban.public';\nimport { orderDecider } from '../../orders/orders.public';\nexport const used = [tubeDecider, orderDecider];\n`,
    );
    expect(up).toHaveLength(2);
    expect(up[0]).toContain('wallet may use only the layers below its own');
    const beside = restrictedImports(
      'server/src/modules/ichiban/commands/x.handler.ts',
      `import { machineDecider } from '../../gacha/gacha.public';\nexport const used = machineDecider;\n`,
    );
    expect(beside).toHaveLength(1);
    expect(beside[0]).toContain('ichiban may use only the layers below its own');
    const intoCore = restrictedImports(
      'server/src/purchases/purchase-core.ts',
      `import { shopStockDecider } from '../modules/shop/shop.public';\nexport const used = shopStockDecider;\n`,
    );
    expect(intoCore).toEqual([expect.stringContaining('purchase core may use only the layers below its own')]);
    const infrastructure = restrictedImports(
      'server/src/platform/command-runner.ts',
      `import { walletDecider } from '../modules/wallet/wallet.public';\nexport const used = walletDecider;\n`,
    );
    expect(infrastructure).toEqual([expect.stringContaining('Infrastructure sits under every module')]);
  }, 120_000);

  it('accepts the layers below, the purchase core’s own folders, and specs driving the layers above', () => {
    const down = `import { walletDecider } from '../../wallet/wallet.public';\nimport { ProductRow } from '../../catalogue/catalogue.public';\nimport { PurchaseCore } from '../../../purchases/purchase-core';\nimport { orderDecider } from '../../orders/orders.public';\nexport const used = [walletDecider, ProductRow, PurchaseCore, orderDecider];\n`;
    expect(restrictedImports('server/src/modules/ichiban/commands/x.handler.ts', down)).toEqual([]);
    const core = `import { boxDecider } from '../modules/prize-box/prize-box.public';\nimport { orderDecider } from '../modules/orders/orders.public';\nexport const used = [boxDecider, orderDecider];\n`;
    expect(restrictedImports('server/src/purchases/purchase.decide.ts', core)).toEqual([]);
    const spec = `import { tubeDecider } from '../ichiban/ichiban.public';\nexport const used = tubeDecider;\n`;
    expect(restrictedImports('server/src/modules/fairness/x.int.spec.ts', spec)).toEqual([]);
  }, 120_000);
});
