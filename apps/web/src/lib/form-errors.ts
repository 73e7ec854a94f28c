import { messages } from './messages';

/** The parts of a zod issue the Spanish texts need. */
export interface FormIssue {
  code?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  input?: unknown;
}

/**
 * Spanish field messages for contract schemas used as form resolvers:
 * `zodResolver(Schema, { error: formIssueMessage })`.
 */
export function formIssueMessage(issue: FormIssue): string {
  const isText = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? messages.form.required
        : messages.form.invalid;
    case 'too_small':
      if (isText && Number(issue.minimum) <= 1) return messages.form.required;
      return isText
        ? messages.form.tooShort(String(issue.minimum))
        : messages.form.min(String(issue.minimum));
    case 'too_big':
      return isText
        ? messages.form.tooLong(String(issue.maximum))
        : messages.form.max(String(issue.maximum));
    case 'invalid_format':
      return messages.form.invalidFormat;
    default:
      return messages.form.invalid;
  }
}
