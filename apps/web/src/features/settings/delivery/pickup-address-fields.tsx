import type { TakeAwaySettings, TakeAwaySettingsInput } from '@comanda/contract/store/delivery';
import { Fieldset, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useFormContext, useFormState } from 'react-hook-form';
import { messages } from '../../../lib/messages';

const text = messages.settings.delivery;

/** Where customers pick up their orders: city, address lines and indications. */
export function PickupAddressFields() {
  const { control, register } = useFormContext<TakeAwaySettingsInput, unknown, TakeAwaySettings>();
  const { errors } = useFormState({ control, name: 'address' });
  const addressErrors = errors.address;
  return (
    <Fieldset legend={text.address}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={text.city} {...register('address.city')} error={addressErrors?.city?.message} />
        <TextInput
          label={text.addressOne}
          {...register('address.address_one')}
          error={addressErrors?.address_one?.message}
        />
        <TextInput
          label={text.addressTwo}
          {...register('address.address_two')}
          error={addressErrors?.address_two?.message}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={text.indications}
        autosize
        minRows={2}
        {...register('address.indications')}
        error={addressErrors?.indications?.message}
      />
      {addressErrors?.message ? (
        <Text size="sm" c="red" mt="xs">
          {text.addressRequired}
        </Text>
      ) : null}
    </Fieldset>
  );
}
