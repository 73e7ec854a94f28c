import type { ListResult } from '@comanda/contract/list';
import { Alert, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../components/list-page';
import { SoldOutSwitch } from '../../components/sold-out-switch';
import { messages } from '../../lib/messages';
import classes from './sold-out-panel.module.css';
import { useSoldOutLists } from './use-sold-out-lists';

const text = messages.soldOut;

/** One named thing and its switch, on one line. */
function SoldOutRow({ name, children }: { name: string; children: ReactNode }) {
  return (
    <li className={classes.row}>
      <Text size="sm" className={classes.name}>
        {name}
      </Text>
      {children}
    </li>
  );
}

/** A list's heading, then its rows, or its loader, failure or 'No hay resultados'. */
function SoldOutSection<T>({
  title,
  list,
  children,
}: {
  title: string;
  list: UseQueryResult<ListResult<T>>;
  children: (rows: T[]) => ReactNode;
}) {
  const headingId = useId();
  let body: ReactNode;
  if (list.isPending) body = <Loader size="sm" role="status" aria-label={text.loading} />;
  else if (list.isError) body = <Alert color="red" variant="light">{text.loadError(list.error.message)}</Alert>;
  else if (list.data.data.length === 0) body = <Text size="sm" c="dimmed">{text.empty}</Text>;
  else {
    body = (
      <>
        {children(list.data.data)}
        {list.data.count > list.data.data.length ? (
          <Text size="sm" c="dimmed">
            {text.more(list.data.data.length, list.data.count)}
          </Text>
        ) : null}
      </>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {title}
      </Title>
      {body}
    </section>
  );
}

/**
 * The board's 'Agotados': the store's articles and topping options, searchable, each with its
 * 'Agotado' switch. The operator marks what the kitchen ran out of without any catalogue form.
 */
export function SoldOutPanel() {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { articles, toppings, markArticle, markOption } = useSoldOutLists(query);

  return (
    <Stack gap="lg">
      <TextInput
        type="search"
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      <SoldOutSection title={text.articles} list={articles}>
        {(rows) => (
          <ul className={classes.list}>
            {rows.map((article) => (
              <SoldOutRow key={article.id} name={article.name}>
                <SoldOutSwitch
                  name={article.name}
                  label={text.articleSwitch(article.name)}
                  soldOut={article.disabled}
                  mark={(soldOut) => markArticle(article.id, soldOut)}
                />
              </SoldOutRow>
            ))}
          </ul>
        )}
      </SoldOutSection>
      <SoldOutSection title={text.toppings} list={toppings}>
        {(rows) => (
          <Stack gap="sm">
            {rows.map((topping) => (
              <Group key={topping.id} gap={4} className={classes.topping}>
                <Text size="sm" fw={700} id={`sold-out-topping-${topping.id}`}>
                  {topping.name}
                </Text>
                {topping.options.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {text.noOptions}
                  </Text>
                ) : (
                  <ul className={classes.list} aria-labelledby={`sold-out-topping-${topping.id}`}>
                    {topping.options.map((option) => (
                      <SoldOutRow key={option.id} name={option.name}>
                        <SoldOutSwitch
                          name={`${topping.name}, ${option.name}`}
                          label={text.optionSwitch(topping.name, option.name)}
                          soldOut={option.disabled}
                          mark={(soldOut) => markOption(topping.id, option.id, soldOut)}
                        />
                      </SoldOutRow>
                    ))}
                  </ul>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </SoldOutSection>
    </Stack>
  );
}
