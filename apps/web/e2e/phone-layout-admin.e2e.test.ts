import { describe, expect, it } from 'vitest';
import { screenRoutes } from '../src/app/route-table';
import { browserSuite } from './support/browser-suite';
import { sweep } from './support/layout-sweep';

const { newPage } = browserSuite();

// The admin's sweep is the longest browser test: a file of its own runs beside the other phone checks.
describe('phone layout (390 px): no page scrolls sideways, no button text is cut off', () => {
  it('admin: every route of the app, axe clean', { timeout: 600_000 }, async () => {
    const visited = await sweep(newPage, 'admin', 'admin', { axe: true, everyOrder: true });
    // Every route of the route table was seen at least once.
    expect(new Set(visited)).toEqual(new Set(screenRoutes.map((route) => route.path)));
  });
});
