import type { PreparationSettings } from '@comanda/contract/store/preparation';
import {
  PREPARATION_DELAY_MAX_MINUTES,
  PreparationSettings as PreparationBody,
  storePreparationRoutes,
} from '@comanda/contract/store/preparation';
import { Controller } from 'react-hook-form';
import { useApi } from '../../../api/api-context';
import { CountField } from '../../../components/count-field';
import { FormFrame } from '../../../components/form-frame';
import { messages } from '../../../lib/messages';
import { settingsKeys } from '../shared/settings-keys';
import { useEditForm } from '../../../lib/use-edit-form';

const values = (preparation: PreparationSettings) => ({ delay: preparation.delay });

/** One field, the preparation time in minutes, and 'Guardar'. */
export function PreparationForm({ preparation }: { preparation: PreparationSettings }) {
  const api = useApi();
  const settingsForm = useEditForm({
    queryKey: settingsKeys.preparation,
    schema: PreparationBody,
    data: preparation,
    values,
    put: (body, options) => api.callVersioned(storePreparationRoutes.save, { body }, options),
  });
  const { control } = settingsForm.form;
  return (
    <FormFrame {...settingsForm}>
      <Controller
        control={control}
        name="delay"
        render={({ field, fieldState }) => (
          <CountField
            label={messages.settings.preparation.delay}
            max={PREPARATION_DELAY_MAX_MINUTES}
            maw={320}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormFrame>
  );
}
