import type { StoreProfile, StoreProfileBodyInput } from '@comanda/contract/store/profile';
import { StoreProfileBody, storeProfileRoutes } from '@comanda/contract/store/profile';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useApi } from '../../../api/api-context';
import { FormFrame } from '../../../components/form-frame';
import { ImageField } from '../../../components/image-field';
import { PhoneField } from '../../../components/person-fields';
import { messages } from '../../../lib/messages';
import { settingsKeys } from '../shared/settings-keys';
import { useEditForm } from '../../../lib/use-edit-form';

const text = messages.settings.store;
const StoreImageField = ImageField<StoreProfileBodyInput>;

/** The form's values; the time zone is left out, so saving keeps it. */
const values = (profile: StoreProfile): StoreProfileBodyInput => ({
  name: profile.name,
  slug: profile.slug,
  logo_url: profile.logo_url,
  background_url: profile.background_url,
  icon_url: profile.icon_url,
  phone: profile.phone ?? '',
});

/** Name, slug, phone, and the logo, background and icon images (uploaded, or removed). */
export function StoreProfileForm({ profile }: { profile: StoreProfile }) {
  const api = useApi();
  const settingsForm = useEditForm({
    queryKey: settingsKeys.profile,
    schema: StoreProfileBody,
    data: profile,
    values,
    put: (body, options) => api.callVersioned(storeProfileRoutes.save, { body }, options),
  });
  const { register, formState } = settingsForm.form;
  return (
    <FormFrame {...settingsForm}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={text.name} required {...register('name')} error={formState.errors.name?.message} />
        <TextInput label={text.slug} required {...register('slug')} error={formState.errors.slug?.message} />
        <PhoneField register={register} errors={formState.errors} text={text} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StoreImageField name="logo_url" legend={text.logo} uploadLabel={text.uploadLogo} emptyText={text.noImage} />
        <StoreImageField
          name="background_url"
          legend={text.background}
          uploadLabel={text.uploadBackground}
          emptyText={text.noImage}
        />
        <StoreImageField name="icon_url" legend={text.icon} uploadLabel={text.uploadIcon} emptyText={text.noImage} />
      </SimpleGrid>
    </FormFrame>
  );
}
