import type { PublicArticle, PublicTopping } from '@comanda/contract/storefront';
import { Button, Checkbox, Fieldset, Group, Modal, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { linePriceCents } from './order-draft';
import type { LinePicks, OfferedTopping } from './topping-rules';
import { isSingleChoice, lineProblems, offeredToppings, togglePick, toppingRuleText } from './topping-rules';

const text = messages.counterOrder;
const MAX_UNITS = 20;

export interface ArticleDialogProps {
  article: PublicArticle;
  toppings: readonly PublicTopping[];
  onClose: () => void;
  /** The picks hold the article's rules; `units` lines of it are added. */
  onAdd: (picks: LinePicks, message: string, units: number) => void;
}

function ToppingChoice({
  entry,
  picks,
  error,
  onChange,
}: {
  entry: OfferedTopping;
  picks: LinePicks;
  error: string | undefined;
  onChange: (picks: LinePicks) => void;
}) {
  const { ref, topping } = entry;
  const pick = picks[ref.id];
  const set = (optionId: string, on: boolean) => onChange({ ...picks, [ref.id]: togglePick(ref, pick, optionId, on) });
  const optionLabel = (option: PublicTopping['options'][number]) => {
    if (option.sold_out) return `${option.name} (${text.soldOut})`;
    return option.total.amount > 0 ? `${option.name} (+${formatMoney(option.total)})` : option.name;
  };
  const legend = `${topping.name} · ${toppingRuleText(ref)}`;
  return (
    <Fieldset legend={legend} variant="unstyled" aria-invalid={error ? true : undefined}>
      {isSingleChoice(ref) ? (
        <Radio.Group value={Object.keys(pick ?? {})[0] ?? null} onChange={(value) => set(value, true)} aria-label={topping.name}>
          <Stack gap={6}>
            {topping.options.map((option) => (
              <Radio key={option.id} value={option.id} label={optionLabel(option)} disabled={option.sold_out} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Stack gap={6}>
          {topping.options.map((option) => (
            <Checkbox
              key={option.id}
              label={optionLabel(option)}
              checked={(pick?.[option.id] ?? 0) > 0}
              disabled={option.sold_out}
              onChange={(event) => set(option.id, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      )}
      {error && (
        <Text c="red" size="sm" mt={4} role="alert">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}

/**
 * An article with its toppings: each topping's min, max and required are said in its heading and
 * enforced on 'Agregar' with the topping's own message; the price follows the picks.
 */
export function ArticleDialog({ article, toppings, onClose, onAdd }: ArticleDialogProps) {
  const offered = offeredToppings(article, toppings);
  const [picks, setPicks] = useState<LinePicks>({});
  const [message, setMessage] = useState('');
  const [units, setUnits] = useState(1);
  const [tried, setTried] = useState(false);
  const problems = lineProblems(offered, picks);
  const unitCents = linePriceCents(article, picks, toppings);

  const add = () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    onAdd(picks, message, units);
  };

  return (
    <Modal opened onClose={onClose} title={article.name} fullScreen={false} size="lg">
      <Stack gap="md">
        {article.description && <Text size="sm">{article.description}</Text>}
        {offered.map((entry) => (
          <ToppingChoice
            key={entry.ref.id}
            entry={entry}
            picks={picks}
            error={tried ? problems[entry.ref.id] : undefined}
            onChange={setPicks}
          />
        ))}
        <Textarea label={text.lineMessage} value={message} onChange={(event) => setMessage(event.currentTarget.value)} autosize minRows={1} maxLength={500} />
        <Group justify="space-between" align="flex-end">
          <NumberInput
            label={text.units}
            value={units}
            onChange={(value) => setUnits(typeof value === 'number' ? Math.min(MAX_UNITS, Math.max(1, value)) : 1)}
            min={1}
            max={MAX_UNITS}
            allowDecimal={false}
            w={110}
          />
          <Text fw={600} aria-live="polite">
            {text.linePrice(formatMoney({ currency: article.price.total.currency, amount: (unitCents * units) / 100 }))}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button onClick={add}>{text.addToOrder}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
