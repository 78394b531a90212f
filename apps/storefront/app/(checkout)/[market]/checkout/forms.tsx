'use client';

import { Button } from '@wardrobe/design-system';
import { useSearchParams } from 'next/navigation';
import { type FormEvent, type ReactNode, useActionState, useEffect, useRef } from 'react';
import styles from './checkout.module.css';
import { type FormState, fieldId, INITIAL_FORM_STATE } from './form-state';

/*
 * The checkout's forms. Each posts to a server action through `useActionState`, so it works before (or without)
 * client JS: Next runs the action on a plain form post and renders the page again with the answered state.
 * With JS, the answer's errors take focus (the error summary), as a new page would start at the top.
 */

type Action = (state: FormState, form: FormData) => Promise<FormState>;

/**
 * A second submit while the first is on its way is dropped (a double click on Pay must not pay twice). The
 * button shows no pending state of its own: react-aria's pending announcement leaves nodes behind that axe
 * reports once the page moves on.
 */
const once = (pending: boolean) => (event: FormEvent<HTMLFormElement>) => {
  if (pending) event.preventDefault();
};

/**
 * A step's heading. When a step's form succeeds, the page opens the next step (`?step=…#…`): with JS, its heading
 * takes focus, so keyboard and screen reader users continue there; without JS the fragment does the same.
 */
export function StepHeading({
  step,
  id,
  className,
  children,
}: {
  step: string;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const landed = useSearchParams().get('step') === step;
  useEffect(() => {
    if (landed) heading.current?.focus();
  }, [landed]);
  return (
    <h2 id={id} ref={heading} tabIndex={-1} className={className}>
      {children}
    </h2>
  );
}

/**
 * The alert region: always in the page, so screen readers announce what appears in it. It holds an operation's
 * failure and a summary of the field errors, each linking to its field (WCAG 3.3.1).
 */
function ErrorSummary({
  state,
  labels,
  bagHref,
  id,
}: {
  state: FormState;
  labels: Record<string, string>;
  bagHref: string;
  id: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const errors = Object.entries(state.errors);
  const shown = errors.length > 0 || state.alert !== undefined;
  useEffect(() => {
    if (state.submission > 0 && shown) box.current?.focus();
  }, [state.submission, shown]);
  return (
    <div role="alert">
      {shown && (
        <div ref={box} tabIndex={-1} className={styles.alert} id={id}>
          {state.alert && (
            <p className={styles.alertMessage}>
              {state.alert.message}
              {state.alert.bagLink && (
                <>
                  {' '}
                  <a href={bagHref}>Return to your bag</a>
                </>
              )}
            </p>
          )}
          {errors.length > 0 && (
            <>
              <p className={styles.alertMessage}>Please check the following:</p>
              <ul>
                {errors.map(([name, message]) => (
                  <li key={name}>
                    <a href={`#${fieldId(name)}`}>{withLabel(labels[name], message)}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}

/** `Invalid email address` → `Email: Invalid email address`; messages naming their field stay as they are. */
const withLabel = (label: string | undefined, message: string) =>
  label && !message.startsWith(label) ? `${label}: ${message}` : message;

interface FieldProps {
  name: string;
  label: string;
  state: FormState;
  defaultValue?: string | undefined;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  required?: boolean;
  maxLength?: number;
  hint?: ReactNode;
  width?: 'short' | 'medium';
}

/** A labelled text input; its hint and error are linked with aria-describedby, the error above the input. */
function TextField({
  name,
  label,
  state,
  defaultValue,
  autoComplete,
  type = 'text',
  inputMode,
  required = true,
  maxLength,
  hint,
  width,
}: FieldProps) {
  const id = fieldId(name);
  const error = state.errors[name];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const value = state.values[name] ?? defaultValue ?? '';
  return (
    <div className={error ? `${styles.field} ${styles.fieldInvalid}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {!required && <span className={styles.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
      <input
        // A new answer remounts the input so that it shows the value sent back (React resets forms after actions).
        key={state.submission}
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        defaultValue={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        maxLength={maxLength}
        className={`${styles.input}${width ? ` ${styles[width]}` : ''}`}
        spellCheck={false}
      />
    </div>
  );
}

export interface CountryOption {
  code: string;
  name: string;
}

export interface DetailsFormProps {
  action: Action;
  defaults: Record<string, string>;
  countries: CountryOption[];
  /** `shipping` when the bag ships (the address is the delivery address), else `billing`. */
  scope: 'shipping' | 'billing';
  labels: Record<string, string>;
  maxLengths: Record<string, number>;
  submitLabel: string;
  bagHref: string;
}

/** Step 1: contact email and the address (delivery address, also the billing address). */
export function DetailsForm({
  action,
  defaults,
  countries,
  scope,
  labels,
  maxLengths,
  submitLabel,
  bagHref,
}: DetailsFormProps) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const text = (name: string, autoComplete: string, extra: Partial<FieldProps> = {}) => (
    <TextField
      name={name}
      label={labels[name] ?? name}
      state={state}
      defaultValue={defaults[name]}
      autoComplete={autoComplete}
      maxLength={maxLengths[name]}
      {...extra}
    />
  );
  const countryId = fieldId('country_code');
  const countryError = state.errors.country_code;
  const country = state.values.country_code ?? defaults.country_code ?? countries[0]?.code ?? '';
  return (
    <form action={formAction} onSubmit={once(pending)} noValidate className={styles.form}>
      <ErrorSummary state={state} labels={labels} bagHref={bagHref} id="details-errors" />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Contact</legend>
        {text('email', 'email', {
          type: 'email',
          inputMode: 'email',
          hint: 'For your order confirmation.',
        })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          {scope === 'shipping' ? 'Delivery address' : 'Billing address'}
        </legend>
        {scope === 'shipping' && (
          <p className={styles.hint}>Your billing address will be the same as your delivery address.</p>
        )}
        <div className={styles.row}>
          {text('first_name', `${scope} given-name`)}
          {text('last_name', `${scope} family-name`)}
        </div>
        {text('address1', `${scope} address-line1`)}
        {text('address2', `${scope} address-line2`, { required: false })}
        <div className={styles.row}>
          {text('city', `${scope} address-level2`)}
          {text('postal_code', `${scope} postal-code`, { width: 'medium' })}
        </div>
        <div className={countryError ? `${styles.field} ${styles.fieldInvalid}` : styles.field}>
          <label htmlFor={countryId} className={styles.label}>
            {labels.country_code}
          </label>
          <FieldError id={`${countryId}-error`} message={countryError} />
          <select
            key={state.submission}
            id={countryId}
            name="country_code"
            autoComplete={`${scope} country`}
            defaultValue={country}
            required
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? `${countryId}-error` : undefined}
            className={styles.select}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {text('phone', `${scope} tel`, {
          type: 'tel',
          inputMode: 'tel',
          required: false,
          hint: 'Only used if there is a problem with your delivery.',
        })}
      </fieldset>
      <Button type="submit" className={styles.submit}>
        {submitLabel}
      </Button>
    </form>
  );
}

export interface DeliveryChoice {
  id: string;
  label: string;
  price: string;
  description: string;
}

export interface DeliveryFormProps {
  action: Action;
  groups: { field: string; legend: string; options: DeliveryChoice[]; selected: string | null }[];
  bagHref: string;
}

/** Step 2: each consignment's delivery options as a radio group. */
export function DeliveryForm({ action, groups, bagHref }: DeliveryFormProps) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const labels = Object.fromEntries(groups.map((g) => [g.field, g.legend]));
  return (
    <form action={formAction} onSubmit={once(pending)} noValidate className={styles.form}>
      <ErrorSummary state={state} labels={labels} bagHref={bagHref} id="delivery-errors" />
      {groups.map((group) => {
        const id = fieldId(group.field);
        const error = state.errors[group.field];
        const chosen = state.values[group.field] ?? group.selected ?? undefined;
        return (
          <fieldset
            key={group.field}
            className={error ? `${styles.fieldset} ${styles.fieldInvalid}` : styles.fieldset}
            aria-describedby={error ? `${id}-error` : undefined}
          >
            <legend className={styles.legend}>{group.legend}</legend>
            <FieldError id={`${id}-error`} message={error} />
            <div className={styles.radios} key={state.submission}>
              {group.options.map((option, index) => {
                const optionId = index === 0 ? id : `${id}-${option.id}`;
                return (
                  <div className={styles.radio} key={option.id}>
                    <input
                      type="radio"
                      id={optionId}
                      name={group.field}
                      value={option.id}
                      defaultChecked={chosen === option.id}
                      required
                      aria-describedby={`${optionId}-description`}
                      className={styles.radioInput}
                    />
                    <label htmlFor={optionId} className={styles.radioLabel}>
                      <span className={styles.radioName}>{option.label}</span>
                      <span className={styles.radioPrice}>{option.price}</span>
                    </label>
                    <p id={`${optionId}-description`} className={styles.radioDescription}>
                      {option.description}
                    </p>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <Button type="submit" className={styles.submit}>
        Continue to payment
      </Button>
    </form>
  );
}

export interface PaymentFormProps {
  action: Action;
  labels: Record<string, string>;
  payLabel: string;
  bagHref: string;
}

/** Step 3: the test card (a number that is not a test card is never sent back to the page). */
export function PaymentForm({ action, labels, payLabel, bagHref }: PaymentFormProps) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  return (
    <form action={formAction} onSubmit={once(pending)} noValidate className={styles.form}>
      <ErrorSummary state={state} labels={labels} bagHref={bagHref} id="payment-errors" />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Card details</legend>
        <TextField
          name="card_number"
          label={labels.card_number ?? 'Card number'}
          state={state}
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
          hint={
            <>
              This is a test shop: pay with the test card 4242 4242 4242 4242. The card 4000 0000 0000 0002 is
              declined.
            </>
          }
        />
        <div className={styles.row}>
          <TextField
            name="expiry"
            label={labels.expiry ?? 'Expiry date'}
            state={state}
            autoComplete="cc-exp"
            inputMode="numeric"
            maxLength={7}
            hint="MM/YY"
            width="short"
          />
          <TextField
            name="cvc"
            label={labels.cvc ?? 'Security code'}
            state={state}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            hint="3 or 4 digits"
            width="short"
          />
        </div>
        <TextField
          name="card_name"
          label={labels.card_name ?? 'Name on card'}
          state={state}
          autoComplete="cc-name"
          maxLength={255}
        />
      </fieldset>
      <Button type="submit" className={styles.submit}>
        {payLabel}
      </Button>
    </form>
  );
}

/** A field's error, read out with an "Error:" prefix; nothing when there is none. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  );
}
