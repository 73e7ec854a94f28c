import { SimpleGrid } from '@mantine/core';
import { messages } from '../../../lib/messages';
import { LabelledValue } from './labelled-value';

const text = messages.orders.coupon;

/** Tab Cupon (only for orders with a coupon): its id and code. */
export function CouponTab({ coupon }: { coupon: { id: string; code: string } }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <LabelledValue label={text.id}>{coupon.id}</LabelledValue>
      <LabelledValue label={text.code}>{coupon.code}</LabelledValue>
    </SimpleGrid>
  );
}
