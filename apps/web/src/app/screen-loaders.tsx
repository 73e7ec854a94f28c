import type { ReactNode } from 'react';
import type { OrderTab } from '../features/orders/detail/order-tab';

/**
 * Loads a screen's code the first time its route opens. Each import is its own chunk, so the login
 * downloads none of the screens and each screen only what it uses.
 */
export type ScreenLoader = () => Promise<ReactNode>;

export const home: ScreenLoader = async () => {
  const [{ HomeScreen }, { TurnPanel }, { StockWarningsBanner }] = await Promise.all([
    import('../features/home/home-screen'),
    import('../features/turn/turn-panel'),
    import('../features/stock-warnings/stock-warnings-banner'),
  ]);
  return (
    <HomeScreen>
      <TurnPanel />
      <StockWarningsBanner />
    </HomeScreen>
  );
};
export const orderList: ScreenLoader = async () => {
  const [{ OrderListScreen }, { NewOrderButton }] = await Promise.all([
    import('../features/orders/list/order-list-screen'),
    import('../features/orders/new-order/new-order-button'),
  ]);
  return <OrderListScreen tools={<NewOrderButton />} />;
};
export const orderDetail =
  (tab: OrderTab): ScreenLoader =>
  async () => {
    const { OrderDetailScreen } = await import('../features/orders/detail/order-detail-screen');
    return <OrderDetailScreen tab={tab} />;
  };
export const board: ScreenLoader = async () => {
  const [{ BoardScreen }, { SoldOutBoardButton }, { StoreStatusBoardControl }, { NewOrderButton }, { StockWarningsBanner }] = await Promise.all([
    import('../features/orders/board/board-screen'),
    import('../features/sold-out/sold-out-board-button'),
    import('../features/store-status/store-status-board-control'),
    import('../features/orders/new-order/new-order-button'),
    import('../features/stock-warnings/stock-warnings-banner'),
  ]);
  return (
    <BoardScreen>
      <NewOrderButton />
      <StoreStatusBoardControl />
      <SoldOutBoardButton />
      {/* Fixed in the corner: takes no place among the tools. */}
      <StockWarningsBanner />
    </BoardScreen>
  );
};
export const counterOrder: ScreenLoader = async () => {
  const { CounterOrderScreen } = await import('../features/orders/new-order/counter-order-screen');
  return <CounterOrderScreen />;
};
export const deliveries: ScreenLoader = async () => {
  const { MyDeliveriesScreen } = await import('../features/orders/deliveries/my-deliveries-screen');
  return <MyDeliveriesScreen />;
};
export const turns: ScreenLoader = async () => {
  const { TurnsScreen } = await import('../features/turns/turns-screen');
  return <TurnsScreen />;
};
export const turnReport: ScreenLoader = async () => {
  const { TurnReportScreen } = await import('../features/turns/turn-report-screen');
  return <TurnReportScreen />;
};
export const sectionList: ScreenLoader = async () => {
  const { SectionListScreen } = await import('../features/catalogue/sections/section-list-screen');
  return <SectionListScreen />;
};
export const sectionEdit: ScreenLoader = async () => {
  const { SectionEditScreen } = await import('../features/catalogue/sections/section-edit-screen');
  return <SectionEditScreen />;
};
export const articleList: ScreenLoader = async () => {
  const { ArticleListScreen } = await import('../features/catalogue/articles/article-list-screen');
  return <ArticleListScreen />;
};
export const articleNew: ScreenLoader = async () => {
  const { ArticleNewRedirect } = await import('../features/catalogue/articles/article-new-redirect');
  return <ArticleNewRedirect />;
};
export const articleEdit: ScreenLoader = async () => {
  const { ArticleEditScreen } = await import('../features/catalogue/articles/article-edit-screen');
  return <ArticleEditScreen />;
};
export const toppingList: ScreenLoader = async () => {
  const { ToppingListScreen } = await import('../features/catalogue/toppings/topping-list-screen');
  return <ToppingListScreen />;
};
export const toppingEdit: ScreenLoader = async () => {
  const { ToppingEditScreen } = await import('../features/catalogue/toppings/topping-edit-screen');
  return <ToppingEditScreen />;
};
export const couponList: ScreenLoader = async () => {
  const { CouponListScreen } = await import('../features/catalogue/coupons/coupon-list-screen');
  return <CouponListScreen />;
};
export const couponEdit: ScreenLoader = async () => {
  const { CouponEditScreen } = await import('../features/catalogue/coupons/coupon-edit-screen');
  return <CouponEditScreen />;
};
export const stockList: ScreenLoader = async () => {
  const { StockListScreen } = await import('../features/catalogue/stock/stock-list-screen');
  return <StockListScreen />;
};
export const stockEdit: ScreenLoader = async () => {
  const { StockEditScreen } = await import('../features/catalogue/stock/stock-edit-screen');
  return <StockEditScreen />;
};
export const storeProfile: ScreenLoader = async () => {
  const { StoreProfileScreen } = await import('../features/settings/store/store-profile-screen');
  return <StoreProfileScreen />;
};
export const schedule: ScreenLoader = async () => {
  const { ScheduleScreen } = await import('../features/settings/schedule/schedule-screen');
  return <ScheduleScreen />;
};
export const delivery: ScreenLoader = async () => {
  const { DeliveryScreen } = await import('../features/settings/delivery/delivery-screen');
  return <DeliveryScreen />;
};
export const payments: ScreenLoader = async () => {
  const { PaymentsScreen } = await import('../features/settings/payments/payments-screen');
  return <PaymentsScreen />;
};
export const preparation: ScreenLoader = async () => {
  const { PreparationScreen } = await import('../features/settings/preparation/preparation-screen');
  return <PreparationScreen />;
};
export const notifications: ScreenLoader = async () => {
  const { NotificationsScreen } = await import('../features/settings/notifications/notifications-screen');
  return <NotificationsScreen />;
};
export const reports: ScreenLoader = async () => {
  const { ReportsScreen } = await import('../features/reports/reports-screen');
  return <ReportsScreen />;
};
export const team: ScreenLoader = async () => {
  const { TeamScreen } = await import('../features/team/team-screen');
  return <TeamScreen />;
};
