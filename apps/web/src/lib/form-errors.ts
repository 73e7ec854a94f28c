import { baseMessages } from './base-messages';

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
        ? baseMessages.form.required
        : baseMessages.form.invalid;
    case 'too_small':
      if (isText && Number(issue.minimum) <= 1) return baseMessages.form.required;
      return isText
        ? baseMessages.form.tooShort(String(issue.minimum))
        : baseMessages.form.min(String(issue.minimum));
    case 'too_big':
      return isText
        ? baseMessages.form.tooLong(String(issue.maximum))
        : baseMessages.form.max(String(issue.maximum));
    case 'invalid_format':
      return baseMessages.form.invalidFormat;
    default:
      return baseMessages.form.invalid;
  }
}
