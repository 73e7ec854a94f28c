import type { Price } from '@comanda/contract/catalogue/price';
import type { Money } from '@comanda/contract/money';
import type {
  DeliveryStatus,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  PreparationStatus,
} from '@comanda/contract/order-enums';
import type { OrderBankTransfer, OrderDeliveryMethods, OrderImports, OrderItemArticle } from '@comanda/contract/orders';

/*
 * An order ready to be written: priced, checked and copied from the catalogue by whoever builds
 * it (the storefront, the demo). The orders service's `placeOrder` gives it its number, its
 * promised time and its first history row.
 */

export interface NewOrderOption {
  id: string;
  name: string;
  count: number;
  /** Per unit. */
  imports: Price;
}

export interface NewOrderTopping {
  id: string;
  name: string;
  error: string | null;
  options: NewOrderOption[];
}

/** One unit of an article, as the contract's OrderItem; toppings in the order given. */
export interface NewOrderItem {
  id: string;
  message: string | null;
  imports: Price;
  article: OrderItemArticle;
  toppings: NewOrderTopping[];
}

export interface NewOrder {
  id: string;
  client: { name: string; phone: string };
  items: NewOrderItem[];
  delivery: { cost: Money; methods: OrderDeliveryMethods };
  payment: {
    method: PaymentMethod;
    /** The store's account at the time of the order; required for bank_transfer, else null. */
    bank_transfer: Omit<OrderBankTransfer, 'voucher_url'> | null;
    /** Cash 'paga con' in the order's currency, at least the total; null or absent when not said. */
    paysWith?: Money | null;
  };
  coupon: { id: string; code: string } | null;
  imports: OrderImports;
  /** The open turn the order was taken in, if any. */
  turnId: string | null;
  /**
   * The staff user who entered it at the counter (name as the user is called now); null or
   * absent for a customer's order.
   */
  enteredBy?: { userId: string; name: string } | null;
  /** Storefront: the Idempotency-Key header and a hash of the body it came with. */
  idempotency: { key: string; requestHash: string } | null;
  /** Defaults: a new order, everything pending, created now (the demo sets others). */
  status?: OrderStatus;
  preparationStatus?: PreparationStatus;
  deliveryStatus?: DeliveryStatus;
  paymentStatus?: PaymentStatus;
  riderUserId?: string | null;
  createdAt?: Date;
  /** The demo's orders already attended by staff. */
  acceptedAt?: Date | null;
  seenAt?: Date | null;
  /** When an order placed as already prepared was (the demo's); its creation otherwise. */
  preparedAt?: Date | null;
}
