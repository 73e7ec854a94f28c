import type { ArticleBody, ArticleBodyInput } from '@comanda/contract/catalogue/articles';
import { Fieldset, SimpleGrid } from '@mantine/core';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { MoneyInput } from '../../../components/money-input';
import { NumberField } from '../../../components/number-field';
import { messages } from '../../../lib/messages';
import { priceWithDiscount, priceWithImport, priceWithTotal } from './article-price-link';

const text = messages.catalogue.articles;

/**
 * Import, discount and total, linked both ways: import or discount set the total; the total sets
 * the import (the contract's price functions).
 */
export function ArticlePriceFields() {
  const { control } = useFormContext<ArticleBodyInput, unknown, ArticleBody>();
  const { field } = useController({ control, name: 'price' });
  const { errors } = useFormState({ control, name: 'price' });
  const price = field.value;
  const priceErrors = errors.price;

  return (
    <Fieldset legend={text.price}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MoneyInput
          label={text.import}
          value={price.import}
          onChange={(money) => field.onChange(priceWithImport(price, money))}
          onBlur={field.onBlur}
          error={priceErrors?.import?.amount?.message ?? priceErrors?.import?.message}
        />
        <NumberField
          label={text.discount}
          value={price.discount ?? 0}
          min={0}
          max={100}
          step={1}
          decimalScale={2}
          allowNegative={false}
          clampBehavior="strict"
          onChange={(discount) => field.onChange(priceWithDiscount(price, discount))}
          onBlur={field.onBlur}
          error={priceErrors?.discount?.message}
        />
        <MoneyInput
          label={text.total}
          value={price.total}
          onChange={(money) => field.onChange(priceWithTotal(price, money))}
          onBlur={field.onBlur}
          error={priceErrors?.total?.amount?.message ?? priceErrors?.total?.message}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
