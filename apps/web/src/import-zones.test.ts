// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The house rules of docs/ARCHITECTURE.md as `npm run lint` checks them (decision 015): lints a
 * few lines as if they were a file at a given place of the tree, with the repository's config.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('web import zones and names', () => {
  it('a feature never imports another feature, however the path is written', async () => {
    for (const from of ['../orders/order-keys', '../../features/orders/order-keys']) {
      const code = `import { orderKeys } from '${from}';\nexport const keys = orderKeys;\n`;
      expect(await rulesBroken('apps/web/src/features/home/probe.ts', code), from).toEqual(['boundaries/dependencies']);
    }
  });

  it('a feature imports its own files and the shared layers', async () => {
    const code = [
      "import { groupCounts } from './dashboard-figures';",
      "import { messages } from '../../lib/messages';",
      "import { ListTable } from '../../components/list-table';",
      'export const used = [groupCounts, messages, ListTable];',
      '',
    ].join('\n');
    expect(await rulesBroken('apps/web/src/features/home/probe.ts', code)).toEqual([]);
  });

  it('components, lib and live import no feature, and nothing below the shell imports it', async () => {
    const feature = "import { orderKeys } from '../features/orders/order-keys';\nexport const keys = orderKeys;\n";
    for (const layer of ['components', 'lib', 'live']) {
      expect(await rulesBroken(`apps/web/src/${layer}/probe.ts`, feature), layer).toEqual(['boundaries/dependencies']);
    }
    const shell = "import { menuFor } from '../app/menu';\nexport const menu = menuFor;\n";
    expect(await rulesBroken('apps/web/src/components/probe.ts', shell)).toEqual(['boundaries/dependencies']);
  });

  it('lib imports no components', async () => {
    const code = "import { ListTable } from '../components/list-table';\nexport const table = ListTable;\n";
    expect(await rulesBroken('apps/web/src/lib/probe.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('file and folder names are kebab-case', async () => {
    expect(await rulesBroken('apps/web/src/features/home/homeScreen.ts', 'export {};\n')).toEqual([
      'check-file/filename-naming-convention',
    ]);
    expect(await rulesBroken('apps/web/src/features/home_page/probe.ts', 'export {};\n')).toEqual([
      'check-file/folder-naming-convention',
    ]);
    expect(await rulesBroken('apps/web/src/features/home/home-screen.test.tsx', 'export {};\n')).toEqual([]);
  });
});
