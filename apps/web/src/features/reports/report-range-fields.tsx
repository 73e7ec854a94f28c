import type { ReportQuery } from '@comanda/contract/reports';
import { Group, TextInput, VisuallyHidden } from '@mantine/core';
import { messages } from '../../lib/messages';
import type { RangeErrors } from './report-range';

const texts = messages.reports;

/** The report's two dates (both included), native date inputs on the store's calendar. */
export function ReportRangeFields({
  range,
  errors,
  onChange,
}: {
  range: ReportQuery;
  errors: RangeErrors | null;
  onChange: (range: ReportQuery) => void;
}) {
  return (
    <Group component="fieldset" align="flex-start" gap="md" p={0} m={0} style={{ border: 0 }}>
      <VisuallyHidden component="legend">{texts.range}</VisuallyHidden>
      <TextInput
        type="date"
        label={texts.from}
        value={range.from}
        onChange={(event) => onChange({ ...range, from: event.currentTarget.value })}
        error={errors?.from}
        required
      />
      <TextInput
        type="date"
        label={texts.to}
        value={range.to}
        onChange={(event) => onChange({ ...range, to: event.currentTarget.value })}
        error={errors?.to}
        required
      />
    </Group>
  );
}
