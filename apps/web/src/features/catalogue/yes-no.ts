import { messages } from '../../lib/messages';

/** 'Si' or 'No' in a list cell. */
export const yesNo = (value: boolean): string =>
  value ? messages.booleanSelect.yes : messages.booleanSelect.no;
