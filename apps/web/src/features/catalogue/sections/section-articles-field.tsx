import type { SectionBody, SectionBodyInput } from '@comanda/contract/catalogue/sections';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { ListFieldset } from '../../../components/list-fieldset';
import { messages } from '../../../lib/messages';
import { shortId } from '../../../lib/format';
import { listErrorMessage } from '../../../lib/form-error';
import { useArticlesById } from '../pickers/article-lookup';
import { ArticlePicker } from '../pickers/article-picker';

const text = messages.catalogue.sections;

/** The section's articles in storefront order: add with the picker, move up or down, remove. */
export function SectionArticlesField() {
  const { control } = useFormContext<SectionBodyInput, unknown, SectionBody>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'articles', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'articles' });
  const ids = fields.map((field) => field.id);
  const articles = useArticlesById(ids);

  return (
    <ListFieldset
      legend={text.articles}
      emptyText={text.noArticles}
      isEmpty={fields.length === 0}
      error={listErrorMessage(errors.articles)}
      picker={
        <ArticlePicker
          label={text.addArticle}
          value={null}
          clearAfterPick
          exclude={ids}
          onChange={(id) => {
            if (id) append({ id });
          }}
        />
      }
    >
      <Stack gap={4} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {fields.map((field, index) => {
          const name =
            articles.data?.get(field.id)?.name ?? messages.picker.unknown(shortId(field.id));
          return (
            <Paper key={field.key} component="li" withBorder p="xs" radius="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {index + 1}. {name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`${messages.catalogue.moveUp} ${name}`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <IconArrowUp size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`${messages.catalogue.moveDown} ${name}`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <IconArrowDown size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${messages.catalogue.remove} ${name}`}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </ListFieldset>
  );
}
