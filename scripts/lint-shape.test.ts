// The lint config holds the server's floors and forbids import cycles (docs/architecture.md): each
// rule is shown failing on a deliberate break, and passing on the allowed direction beside it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rules a file at `file` holding `code` breaks. */
const broken = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
};

const importOf = (specifier: string) =>
  `import * as probe from '${specifier}';\n\nexport const probed = probe;\n`;

// Each case runs eslint over the repo's config: the first loads its parsers, seconds on a busy machine.
describe('the lint config', { timeout: 60_000 }, () => {
  it.each([
    ['core', 'apps/server/src/modules/core/identity/probe.ts', '../../areas/wallet/index.ts'],
    ['core', 'apps/server/src/modules/core/identity/probe.ts', '../../services/notice/index.ts'],
    ['services', 'apps/server/src/modules/services/notice/probe.ts', '../../areas/payout/index.ts'],
    ['an area', 'apps/server/src/modules/areas/wallet/probe.ts', '../../../app.ts'],
    ['rails', 'apps/server/src/rails/probe.ts', '../modules/core/ledger/index.ts'],
    ['platform', 'apps/server/src/platform/probe.ts', '../rails/bank/index.ts'],
    ['platform', 'apps/server/src/platform/probe.ts', '../modules/core/ledger/index.ts'],
  ])('refuses %s importing a higher floor (%s → %s)', async (_floor, file, specifier) => {
    expect(await broken(file, importOf(specifier))).toEqual([
      expect.stringMatching(/^no-restricted-imports: /),
    ]);
  });

  it.each([
    ['apps/server/src/modules/areas/wallet/probe.ts', '../../areas/payout/repository.ts'],
    ['apps/server/src/modules/areas/wallet/probe.ts', '../../core/ledger/post-entry.ts'],
    ['apps/server/src/modules/core/team/probe.ts', '../identity/repository.ts'],
  ])('refuses reaching past another module’s index (%s → %s)', async (file, specifier) => {
    expect(await broken(file, importOf(specifier))).toEqual([
      expect.stringMatching(
        /^no-restricted-imports: .*Import another module only through its index/,
      ),
    ]);
  });

  it.each([
    ['apps/server/src/modules/areas/wallet/probe.ts', '../../core/ledger/index.ts'],
    ['apps/server/src/modules/areas/wallet/probe.ts', '../payout/index.ts'],
    ['apps/server/src/modules/services/notice/probe.ts', '../../core/identity/index.ts'],
    ['apps/server/src/modules/core/team/probe.ts', '../identity/index.ts'],
    // Tables are the one other entry of a module, for a repository's joins and foreign keys.
    ['apps/server/src/modules/areas/shop/repository.ts', '../collection/schema.ts'],
    ['apps/server/src/modules/areas/payout/schema.ts', '../payee/schema.ts'],
  ])('lets %s import %s', async (file, specifier) => {
    expect(await broken(file, importOf(specifier))).toEqual([]);
  });

  it.each([
    ['apps/server/src/modules/areas/shop/service.ts', './schema.ts'],
    ['apps/server/src/modules/areas/shop/service.ts', '../collection/schema.ts'],
    ['apps/server/src/modules/areas/shop/routes.ts', '../../../platform/db/schema.ts'],
  ])('refuses tables outside a repository (%s → %s)', async (file, specifier) => {
    expect(await broken(file, importOf(specifier))).toEqual([
      expect.stringMatching(/SQL belongs in the module's repository/),
    ]);
  });

  it('refuses a core module importing an area’s tables', async () => {
    const file = 'apps/server/src/modules/core/ledger/schema.ts';
    expect(await broken(file, importOf('../../areas/payout/schema.ts'))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*modules\/core imports only/),
    ]);
  });

  it('refuses a feature importing the app, and lets it use the path registry', async () => {
    const file = 'apps/web/src/features/wallet/components/probe.tsx';
    expect(await broken(file, importOf('../../../app/routes.tsx'))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*paths come from lib\/paths.ts/),
    ]);
    expect(await broken(file, importOf('../../../lib/paths.ts'))).toEqual([]);
    const test = 'apps/console/src/features/payout/components/probe.test.tsx';
    expect(await broken(test, importOf('../../../app/layouts/console-layout.tsx'))).toEqual([]);
  });

  it(
    'refuses an import cycle and passes the same file without it',
    { timeout: 60_000 },
    async () => {
      // identity/accounts.ts is imported by identity's index, which merchants imports: an import of
      // merchants from it closes a cycle.
      const file = 'apps/server/src/modules/core/identity/accounts.ts';
      const code = readFileSync(path.join(root, file), 'utf8');
      expect(await broken(file, code)).toEqual([]);
      const withCycle = `import '../merchants/index.ts';\n${code}`;
      expect(await broken(file, withCycle)).toEqual([
        expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/),
      ]);
    },
  );
});
