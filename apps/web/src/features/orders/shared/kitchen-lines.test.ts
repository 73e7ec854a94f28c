import { describe, expect, it } from 'vitest';
import { demoOrder, ITEM_ID, orderItem } from '../../../test/order-data';
import { kitchenLines, kitchenLineText } from './kitchen-lines';

const SECOND = '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';
const THIRD = '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b';

describe('kitchenLines', () => {
  it('merges identical lines and keeps options and note', () => {
    const plain = { message: null, toppings: {} };
    const order = demoOrder({
      items: {
        [ITEM_ID]: orderItem(),
        [SECOND]: orderItem({ id: SECOND, ...plain }),
        [THIRD]: orderItem({ id: THIRD, ...plain }),
      },
    });
    const lines = kitchenLines(order);
    expect(lines.map(kitchenLineText)).toEqual(['1 x Pizza Muzzarella', '2 x Pizza Muzzarella']);
    expect(lines[0]).toMatchObject({ options: ['2 x Queso extra', '1 x Aceitunas'], message: 'Sin sal, por favor' });
    expect(lines[1]).toMatchObject({ options: [], message: null });
  });
});
