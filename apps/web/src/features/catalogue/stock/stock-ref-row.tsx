import type { StockBody, StockBodyInput } from '@comanda/contract/catalogue/stock';
import { StockRefType } from '@comanda/contract/catalogue/stock';
import { NativeSelect, SimpleGrid, Stack, Switch } from '@mantine/core';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CountField } from '../../../components/count-field';
import { ListFieldsetRow } from '../../../components/list-fieldset-row';
import type { PickerOption } from '../../../components/search-picker';
import { messages } from '../../../lib/messages';
import { disableMinCountFor, newStockRef, withRefType } from './stock-form-values';
import { MultiplyInput } from './multiply-input';
import { StockRefIdPicker } from './stock-ref-id-picker';

const text = messages.catalogue.stock;

export interface StockRefRowProps {
  index: number;
  /** Names of the chosen ids (articles and topping options). */
  labelOf: (id: string) => PickerOption | null;
  onRemove: () => void;
}

/**
 * One reference: its type (changing it clears the id), the id through that type's picker,
 * auto-deactivate (on: min count 0 and editable; off: null) and multiply.
 */
export function StockRefRow({ index, labelOf, onRemove }: StockRefRowProps) {
  const { control, getValues, setValue } = useFormContext<StockBodyInput, unknown, StockBody>();
  const ref = useWatch({ control, name: `refs.${index}` }) ?? newStockRef();
  const { errors } = useFormState({ control, name: `refs.${index}` });
  const refErrors = errors.refs?.[index];
  const autoDisable = ref.disable_min_count !== null && ref.disable_min_count !== undefined;

  return (
    <ListFieldsetRow
      legend={text.ref(index + 1)}
      removeLabel={`${text.removeRef} ${index + 1}`}
      onRemove={onRemove}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={text.type}
            value={ref.type}
            data={StockRefType.options.map((type) => ({ value: type, label: text.typeLabels[type] }))}
            onChange={(event) => {
              const type = StockRefType.parse(event.currentTarget.value);
              const next = withRefType(getValues(`refs.${index}`) ?? newStockRef(), type);
              setValue(`refs.${index}.type`, next.type, { shouldDirty: true });
              setValue(`refs.${index}.id`, next.id, { shouldDirty: true });
            }}
          />
          <Controller
            control={control}
            name={`refs.${index}.id`}
            render={({ field }) => (
              <StockRefIdPicker
                key={ref.type}
                type={ref.type}
                id={field.value ?? ''}
                selected={field.value ? labelOf(field.value) : null}
                onChange={field.onChange}
                error={refErrors?.id?.message}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Switch
            label={text.autoDisable}
            description={text.autoDisableHint}
            checked={autoDisable}
            onChange={(event) =>
              setValue(
                `refs.${index}.disable_min_count`,
                disableMinCountFor(event.currentTarget.checked),
                { shouldDirty: true },
              )
            }
          />
          {autoDisable ? (
            <Controller
              control={control}
              name={`refs.${index}.disable_min_count`}
              render={({ field }) => (
                <CountField
                  label={text.minCount}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={refErrors?.disable_min_count?.message}
                />
              )}
            />
          ) : (
            <div />
          )}
          <Controller
            control={control}
            name={`refs.${index}.multiply`}
            render={({ field }) => (
              <MultiplyInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={refErrors?.multiply?.message}
              />
            )}
          />
        </SimpleGrid>
      </Stack>
    </ListFieldsetRow>
  );
}
