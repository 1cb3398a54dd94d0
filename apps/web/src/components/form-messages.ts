import type { FormProps } from 'antd-mobile';

type FormInstance = NonNullable<FormProps['form']>;
/** Field name → the message shown under it (already in the buyer's language). */
export type FieldMessages = Record<string, string>;

/** Puts each named field's message under it; a name without a message has its message removed. */
export function showMessages(form: FormInstance, messages: FieldMessages, names: readonly string[]): void {
  form.setFields(names.map((name) => ({ name, errors: messages[name] ? [messages[name]] : [] })));
}

/**
 * A Form's onValuesChange: a field that shows a message is checked again as it is edited, so its message goes as
 * soon as it is right. Messages never change when a field is left: leaving a field by tapping the submit button
 * removed its message between press and release, the button moved up under the finger and the tap was lost.
 */
export function recheckEdited(form: FormInstance, messagesNow: () => FieldMessages) {
  return (changed: Record<string, unknown>): void => {
    const shown = Object.keys(changed).filter((name) => form.getFieldError(name).length > 0);
    if (shown.length > 0) showMessages(form, messagesNow(), shown);
  };
}

/**
 * Spread on every antd-mobile Form: the browser's own bubbles ("Please match the requested format") covered the
 * app's messages. antd-mobile hands the attribute on to its <form> but does not type it.
 */
export const APP_MESSAGES_ONLY: object = { noValidate: true };
