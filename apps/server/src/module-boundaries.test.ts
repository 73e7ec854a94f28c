import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * Route -> service -> repository across modules, as `npm run lint` checks it (decision 015):
 * lints a few lines as if they were a file of a module, with the repository's config.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const importing = (name: string, from: string) => `import { ${name} } from '${from}';\nexport const used = ${name};\n`;

describe('server module boundaries', () => {
  it("a module never imports another module's repository", async () => {
    const code = importing('findOrder', '../orders/orders.repository');
    expect(await rulesBroken('apps/server/src/modules/storefront/probe.service.ts', code)).toEqual([
      'boundaries/dependencies',
    ]);
    const fromRepository = importing('stockTargetsOf', '../catalogue/stock/stock.repository');
    expect(await rulesBroken('apps/server/src/modules/orders/probe.repository.ts', fromRepository)).toEqual([
      'boundaries/dependencies',
    ]);
  });

  it("it uses the other module's services and plain helpers, and its own repositories", async () => {
    const allowed: Array<[file: string, name: string, from: string]> = [
      ['modules/storefront/probe.service.ts', 'findOrder', '../orders/order-lookup.service'],
      ['modules/storefront/probe.service.ts', 'customerActor', '../events/store-event'],
      ['modules/orders/probe.service.ts', 'findOrder', './orders.repository'],
      ['modules/catalogue/articles/probe.service.ts', 'existingToppingIds', '../toppings/toppings.repository'],
    ];
    for (const [file, name, from] of allowed) {
      expect(await rulesBroken(`apps/server/src/${file}`, importing(name, from)), `${file} <- ${from}`).toEqual([]);
    }
  });

  it('tests may arrange and read rows through any repository', async () => {
    const code = importing('findStoreEventsAfter', '../events/store-events.repository');
    expect(await rulesBroken('apps/server/src/modules/turn/probe.test.ts', code)).toEqual([]);
  });
});
