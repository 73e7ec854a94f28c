import { Alert, Center, Loader } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { messages } from '../../../lib/messages';
import { CounterOrderForm } from './counter-order-form';
import { orderErrorText } from './order-error-text';
import { useCounterOrderData } from './use-counter-order-data';

/** /orders/new (root, admin, operator): an order taken by phone or at the counter. */
export function CounterOrderScreen() {
  const { slug, info, store, catalogue } = useCounterOrderData();
  const error = info.error ?? store.error ?? catalogue.error;
  let body;
  if (error) {
    body = (
      <Alert color="red" variant="light">
        {messages.counterOrder.loadFailed(orderErrorText(error))}
      </Alert>
    );
  } else if (!slug || !store.data || !catalogue.data) {
    body = (
      <Center py="xl">
        <Loader role="status" aria-label={messages.app.loading} />
      </Center>
    );
  } else {
    body = <CounterOrderForm slug={slug} store={store.data} catalogue={catalogue.data} />;
  }
  return (
    <>
      <PageTitle>{messages.counterOrder.newOrder}</PageTitle>
      {body}
    </>
  );
}
