/**
 * What a checkout form's server action answers (React `useActionState`): the typed values, sent back so that
 * nothing typed is lost, the field errors, and an operation's failure for the alert region. Works without client
 * JS too: Next renders the page again with this state after a plain form post.
 */
export interface FormState {
  /** Field name → the value as typed. Never a card number that is not a test card, nor its security code. */
  values: Record<string, string>;
  /** Field name → its message; the first rule a field breaks. */
  errors: Record<string, string>;
  /** An operation's answer (a declined card, sold out, a missing cart…). */
  alert?: { message: string; bagLink?: boolean } | undefined;
  /** Counts answers, so the form can move focus to each new set of errors. */
  submission: number;
}

export const INITIAL_FORM_STATE: FormState = { values: {}, errors: {}, submission: 0 };

/** The form's text fields as typed (files and absent fields as ''). */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The checkout steps' anchors (section ids), also the fragments the actions land on. */
export const STEP_IDS = { details: 'details', delivery: 'delivery', payment: 'payment' } as const;

/** The id of a field's input, for its label and the error summary's links. */
export const fieldId = (name: string) => `checkout-${name.replace(/[^a-z0-9_-]/gi, '-')}`;

/** The radio group's name for a consignment's delivery options. */
export const deliveryField = (consignmentId: string) => `shipping_${consignmentId}`;

/** Ours: the spec gives no text for an unchosen delivery option. */
export const CHOOSE_DELIVERY = 'Please choose a delivery option';
