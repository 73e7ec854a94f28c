import type { Coupon, CouponBodyInput } from '@comanda/contract/catalogue/coupons';
import { CouponBody, couponRoutes } from '@comanda/contract/catalogue/coupons';
import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useApi } from '../../../api/api-context';
import { BooleanSelect } from '../../../components/boolean-select';
import { MoneyInput } from '../../../components/money-input';
import { NumberField } from '../../../components/number-field';
import { formIssueMessage } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { CatalogueFormActions } from '../catalogue-form-actions';
import { useCatalogueSave } from '../use-catalogue-save';
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
  const form = useForm<CouponBodyInput, unknown, CouponBody>({
    resolver: zodResolver(CouponBody, { error: formIssueMessage }),
    defaultValues: couponFormValues(coupon),
  });
  const { control, register, formState } = form;
  const errors = formState.errors;
  const save = useCatalogueSave('coupons', id, (itemId, body: CouponBody) =>
    api.call(couponRoutes.save, { params: { id: itemId }, body }),
  );
  const onSubmit = form.handleSubmit(async (body) => {
    const outcome = await save(body);
    if (outcome.ok) form.reset(couponFormValues(outcome.value));
  });

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
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md" maw={900}>
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
                <NumberField
                  label={text.maxUse}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
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
          <CatalogueFormActions saving={formState.isSubmitting} />
        </Stack>
      </form>
    </FormProvider>
  );
}
