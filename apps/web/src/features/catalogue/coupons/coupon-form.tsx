import type { Coupon } from '@comanda/contract/catalogue/coupons';
import { CouponBody, couponRoutes } from '@comanda/contract/catalogue/coupons';
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useApi } from '../../../api/api-context';
import { BooleanSelect } from '../../../components/boolean-select';
import { CountField } from '../../../components/count-field';
import { MoneyInput } from '../../../components/money-input';
import { NumberField } from '../../../components/number-field';
import { messages } from '../../../lib/messages';
import { FormFrame } from '../../../components/form-frame';
import { catalogueEditKeys } from '../catalogue-keys';
import { useEditForm } from '../../../lib/use-edit-form';
import { couponFormValues, numberOrNull } from './coupon-form-values';
import { CouponScheduleField } from './coupon-schedule-field';

const text = messages.catalogue.coupons;

export interface CouponFormProps {
  id: string;
  /** null: a new coupon with this id (its code can still be chosen). */
  coupon: Coupon | null;
}

type PercentField = 'discount_percent' | 'max_percent';
type MoneyField = 'discount_amount' | 'max_amount';

/**
 * Coupon edit form (SPEC.md section 5): the code is editable only while new; percentages 0-100,
 * money and max_use from 0, zero or empty saved as null; use_count is read-only.
 */
export function CouponForm({ id, coupon }: CouponFormProps) {
  const api = useApi();
  const catalogueForm = useEditForm({
    ...catalogueEditKeys('coupons', id),
    schema: CouponBody,
    data: coupon,
    values: couponFormValues,
    put: (body, options) => api.callVersioned(couponRoutes.save, { params: { id }, body }, options),
  });
  const { control, register, formState } = catalogueForm.form;
  const errors = formState.errors;

  const percentField = (name: PercentField, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberField
          label={label}
          min={0}
          max={100}
          decimalScale={2}
          allowNegative={false}
          clampBehavior="strict"
          value={numberOrNull(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );
  const moneyField = (name: MoneyField, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          label={label}
          value={typeof field.value === 'object' ? field.value : null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <FormFrame {...catalogueForm}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={text.code}
          required
          disabled={coupon !== null}
          {...register('code')}
          error={errors.code?.message}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <BooleanSelect
              label={text.active}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        {percentField('discount_percent', text.discountPercent)}
        {moneyField('discount_amount', text.discountAmount)}
        {percentField('max_percent', text.maxPercent)}
        {moneyField('max_amount', text.maxAmount)}
        <Controller
          control={control}
          name="max_use"
          render={({ field }) => (
            <CountField
              label={text.maxUse}
              value={numberOrNull(field.value)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.max_use?.message}
            />
          )}
        />
        <NumberInput label={text.useCount} value={coupon?.use_count ?? 0} readOnly hideControls />
      </SimpleGrid>
      <CouponScheduleField />
    </FormFrame>
  );
}
