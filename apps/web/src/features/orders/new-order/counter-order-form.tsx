import type { DeliveryMethod, PaymentMethod } from '@comanda/contract/order-enums';
import type { PublicArticle, PublicStore, StorefrontCatalogue } from '@comanda/contract/storefront';
import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { newUuid } from '../../../lib/uuid';
import { orderPath } from '../order-keys';
import { ArticleDialog } from './article-dialog';
import { ArticlePicker } from './article-picker';
import { ClientFields } from './client-fields';
import { DeliveryFields } from './delivery-fields';
import type { DraftDelivery, OrderDraft } from './order-draft';
import { changeCents, draftProblems, emptyDraft, linePriceCents, newLine, orderBody } from './order-draft';
import { orderErrorText } from './order-error-text';
import { OrderLines } from './order-lines';
import { PaymentFields } from './payment-fields';
import { QuoteSummary } from './quote-summary';
import { useClientLookup } from './use-client-lookup';
import { usePlaceOrder } from './use-place-order';
import { useQuote } from './use-quote';

const text = messages.counterOrder;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The channels and payment methods the store has on, in the order the form offers them. */
export function storeOptions(store: PublicStore): { methods: DeliveryMethod[]; payments: PaymentMethod[] } {
  const methods: DeliveryMethod[] = [];
  if (store.delivery.shipment.enabled) methods.push('shipment');
  if (store.delivery.take_away.enabled) methods.push('take_away');
  const payments: PaymentMethod[] = [];
  if (store.payments.cash.enabled) payments.push('cash');
  if (store.payments.bank_transfer.enabled) payments.push('bank_transfer');
  if (store.payments.mercado_pago.enabled) payments.push('mercado_pago');
  return { methods, payments };
}

export interface CounterOrderFormProps {
  slug: string;
  store: PublicStore;
  catalogue: StorefrontCatalogue;
}

/**
 * 'Nueva orden' (issue 9): an order taken by phone or at the counter, on the storefront's rules.
 * Phone first (it finds the earlier client and fills name and last address), then the articles
 * with their toppings, delivery, coupon and payment; the total is the server's quote.
 */
export function CounterOrderForm({ slug, store, catalogue }: CounterOrderFormProps) {
  const navigate = useNavigate();
  const { methods, payments } = storeOptions(store);
  const [draft, setDraft] = useState<OrderDraft>(() => emptyDraft(methods[0] ?? 'take_away', payments[0] ?? 'cash'));
  const [picking, setPicking] = useState<PublicArticle | null>(null);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { client, searching } = useClientLookup(draft.phone);
  const quote = useQuote(slug, draft);
  const { place, placing } = usePlaceOrder();
  const total = quote.current && quote.quote ? quote.quote.imports.total : null;
  const problems = draftProblems(draft, total);
  const shown = tried ? problems : {};

  // A found client fills what is empty, or what an earlier lookup filled, and nothing typed.
  const filled = useRef<{ name: string; address: string } | null>(null);
  useEffect(() => {
    if (!client) return;
    setDraft((current) => {
      const next = { ...current };
      if (current.name.trim() === '' || current.name === filled.current?.name) next.name = client.name;
      const location = current.delivery.location;
      const typedAddress = JSON.stringify(location);
      const addressEmpty = Object.values(location).every((value) => value.trim() === '');
      if (client.location && (addressEmpty || typedAddress === filled.current?.address)) {
        next.delivery = { ...current.delivery, location: client.location };
      }
      filled.current = { name: next.name, address: JSON.stringify(next.delivery.location) };
      return next;
    });
  }, [client]);

  const update = (change: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setDelivery = useCallback((delivery: DraftDelivery) => setDraft((current) => ({ ...current, delivery })), []);

  const linePrices: Record<string, string> = {};
  draft.lines.forEach((line, index) => {
    const quoted = quote.current ? quote.quote?.items[index] : undefined;
    if (quoted && quoted.article.id === line.article_id) {
      linePrices[line.key] = formatMoney(quoted.imports.total);
      return;
    }
    const article = catalogue.sections.flatMap((section) => section.articles).find((candidate) => candidate.id === line.article_id);
    if (article) {
      linePrices[line.key] = formatMoney({ currency: article.price.total.currency, amount: linePriceCents(article, line.picks, catalogue.toppings) / 100 });
    }
  });

  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      toast.error(text.fixFirst);
      return;
    }
    try {
      const order = await place(orderBody(draft));
      if (!order) return;
      toast.success(text.created(order.number));
      void navigate(orderPath(order.id));
    } catch (error) {
      const details = orderErrorText(error);
      setFailure(details);
      toast.error(details, text.createFailed);
    }
  };

  if (methods.length === 0) {
    return (
      <Alert color="yellow" variant="light">
        {text.noChannels}
      </Alert>
    );
  }

  return (
    <Stack gap="md" maw={720}>
      <Part title={text.client}>
        <ClientFields
          phone={draft.phone}
          name={draft.name}
          onPhone={(phone) => update({ phone })}
          onName={(name) => update({ name })}
          client={client}
          searching={searching}
          errors={shown}
        />
      </Part>
      <Part title={text.articles}>
        <Stack gap="sm">
          <OrderLines
            lines={draft.lines}
            toppings={catalogue.toppings}
            prices={linePrices}
            onRemove={(key) => setDraft((current) => ({ ...current, lines: current.lines.filter((line) => line.key !== key) }))}
          />
          <ArticlePicker catalogue={catalogue} onPick={setPicking} error={shown.lines} />
        </Stack>
      </Part>
      <Part title={text.delivery}>
        <DeliveryFields slug={slug} methods={methods} delivery={draft.delivery} onChange={setDelivery} addressError={shown.address} />
      </Part>
      <Part title={text.payment}>
        <Stack gap="sm">
          <PaymentFields
            methods={payments}
            method={draft.payment}
            paysWith={draft.paysWith}
            change={changeCents(draft, total)}
            currency={total?.currency ?? 'ARS'}
            onMethod={(payment) => update({ payment })}
            onPaysWith={(paysWith) => update({ paysWith })}
            paysWithError={problems.paysWith}
          />
          <TextInput
            label={text.coupon}
            placeholder={text.couponPlaceholder}
            value={draft.coupon}
            onChange={(event) => update({ coupon: event.currentTarget.value.toUpperCase() })}
            maw={240}
            autoCapitalize="characters"
          />
        </Stack>
      </Part>
      <Part title={text.summary}>
        <Stack gap="sm">
          <QuoteSummary priced={quote.priced} quote={quote.quote} current={quote.current} complete={quote.complete} error={quote.error} />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Button size="md" fullWidth loading={placing} onClick={() => void submit()}>
            {text.create}
          </Button>
        </Stack>
      </Part>
      {picking && (
        <ArticleDialog
          article={picking}
          toppings={catalogue.toppings}
          onClose={() => setPicking(null)}
          onAdd={(picks, message, units) => {
            const added = Array.from({ length: units }, () => newLine(picking, picks, message, newUuid()));
            setDraft((current) => ({ ...current, lines: [...current.lines, ...added] }));
            setPicking(null);
          }}
        />
      )}
    </Stack>
  );
}
