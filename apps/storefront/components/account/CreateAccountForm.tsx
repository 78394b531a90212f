'use client';

import type { RegisterCustomerFullArgs } from '@wardrobe/commerce-sdk';
import { Button, PasswordField, TextField } from '@wardrobe/design-system';
import {
  type AddressErrors,
  type AddressField,
  BILLING_ADDRESS_REQUIRED,
  isValidPhone,
  normalizeError,
  PHONE_ERROR,
  parseDateOfBirth,
  type RegistrationFailure,
  registrationError,
  validateAddress,
  validateRegistration,
} from '@wardrobe/domain-rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { CountryChoice } from '../../lib/countries';
import { AddressFields, EMPTY_ADDRESS_LINES, focusAddressFormField, linesOfFound } from './AddressFields';
import styles from './CreateAccount.module.css';
import { NameFields, TitleSelect } from './NameFields';
import { NativeCheckbox } from './NativeCheckbox';
import { MARKETING_EMAIL_LABEL, PASSWORD_RULE_DESCRIPTION } from './registration-texts';
import { useHydrated } from './useHydrated';

/** Ours: the post preference's label, beside the spec's preselected marketing email box. */
export const MARKETING_POST_LABEL = 'Post me the Good Stuff catalogue and offers';
/** Reading: the confirmation field's label. */
export const CONFIRM_PASSWORD_LABEL = 'Confirm password';

export interface CreateAccountFormProps {
  /** Registers (and signs in); rejects with an Error whose message is the server's. */
  onRegister: (registration: RegisterCustomerFullArgs) => Promise<void>;
  onRegistered?: () => void;
  /** The market's countries, its home country first (the billing address's choices). */
  countries: readonly CountryChoice[];
  privacyPolicyHref: string;
  termsHref: string;
  /** What is known already (the order confirmation's email, names and billing address), filled in. */
  defaults?: CreateAccountDefaults;
  /** False for the v2 variant: the address may be left out (spec 001 §3 reading in the SDK). */
  addressRequired?: boolean;
  submitLabel?: string;
}

export interface CreateAccountDefaults {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  /** A whole address shows its fields from the start (no finder step). */
  address?: Partial<Record<AddressField, string>>;
}

type PersonField =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'dateOfBirth'
  | 'phone';
type FieldName = PersonField | AddressField | 'address';
type Errors = Partial<Record<FieldName, string>>;

/** Top to bottom, so the first error focused is the first on screen. */
const FIELD_ORDER: readonly FieldName[] = [
  'first_name',
  'last_name',
  'email',
  'password',
  'confirmPassword',
  'dateOfBirth',
  'phone',
  'country_code',
  'address',
  'address1',
  'address2',
  'city',
  'county',
  'postal_code',
];
const ADDRESS_FIELDS: readonly AddressField[] = [
  'address1',
  'address2',
  'city',
  'county',
  'postal_code',
  'country_code',
];

/**
 * Spec 001 §4 registration, the full variant (`/create-account`): title, names, email, password (with the spec's
 * rule stated first) and its confirmation ('Passwords need to be identical.'), date of birth, phone, the
 * preferences with the marketing email preselected, and the billing address, required ('Billing address is
 * required'): in the UK looked up by postcode with the address finder (or typed), elsewhere typed; the UK
 * postcode rule either way (domain-rules `validateAddress`). The privacy policy and terms open in a new tab.
 * Errors show after the first submit; the first invalid field takes focus. The server's 'An account already
 * exists for this email address' marks the email as used until it is edited; any other failure shows 'An error
 * occured. Please try again later.' (spec 001 §8).
 */
export function CreateAccountForm({
  onRegister,
  onRegistered,
  countries,
  privacyPolicyHref,
  termsHref,
  defaults = {},
  addressRequired = true,
  submitLabel = 'Create Account',
}: CreateAccountFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState('');
  const [person, setPerson] = useState({
    first_name: defaults.first_name ?? '',
    last_name: defaults.last_name ?? '',
    email: defaults.email ?? '',
    password: '',
    confirmPassword: '',
    dateOfBirth: '',
    phone: defaults.phone ?? '',
  });
  const [preferenceEmail, setPreferenceEmail] = useState(true);
  const [preferencePost, setPreferencePost] = useState(false);
  const knownCountry = countries.find((c) => c.code === defaults.address?.country_code)?.code;
  const [country, setCountry] = useState(knownCountry ?? countries[0]?.code ?? 'GB');
  const [address, setAddress] = useState(() => {
    const known = { ...EMPTY_ADDRESS_LINES };
    for (const name of Object.keys(known) as (keyof typeof EMPTY_ADDRESS_LINES)[]) {
      known[name] = defaults.address?.[name] ?? '';
    }
    return known;
  });
  // The UK's addresses are looked up first; the fields show once one is chosen, the shopper asks to type it, or
  // an address is known already.
  const [addressShown, setAddressShown] = useState(country !== 'GB' || Boolean(defaults.address?.address1));
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const pendingRef = useRef(false);
  const [failure, setFailure] = useState<RegistrationFailure>();

  const setField = (name: keyof typeof person) => (value: string) => {
    setPerson((p) => ({ ...p, [name]: value }));
    // Another address may not be taken: the used-email error goes with the edit.
    if (name === 'email' && failure?.emailUsed) setFailure(undefined);
  };

  const errors = formErrors();
  const shown: Errors = touched ? errors : {};
  const emailError = shown.email ?? (failure?.emailUsed ? failure.message : undefined);

  function formErrors(): Errors {
    const found: Errors = { ...validateRegistration(person) };
    const dateOfBirth = parseDateOfBirth(person.dateOfBirth, new Date());
    if (dateOfBirth.error) found.dateOfBirth = dateOfBirth.error;
    if (person.phone.trim() !== '' && !isValidPhone(person.phone)) found.phone = PHONE_ERROR;
    const anyAddress = Object.values(address).some((value) => value.trim() !== '');
    if (!addressShown) {
      if (addressRequired) found.address = BILLING_ADDRESS_REQUIRED;
    } else if (addressRequired || anyAddress) {
      const addressErrors: AddressErrors = validateAddress(
        { ...address, country_code: country },
        countries.map((c) => c.code),
        ADDRESS_FIELDS,
      );
      Object.assign(found, addressErrors);
    }
    return found;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pendingRef.current) return;
    setTouched(true);
    const firstInvalid = FIELD_ORDER.find((field) => errors[field] !== undefined);
    if (firstInvalid) {
      focusAddressFormField(formRef.current, firstInvalid);
      return;
    }
    pendingRef.current = true;
    setPending(true);
    setFailure(undefined);
    const dateOfBirth = parseDateOfBirth(person.dateOfBirth, new Date()).iso;
    const withAddress = addressShown && Object.values(address).some((value) => value.trim() !== '');
    try {
      await onRegister({
        ...(title ? { title } : {}),
        first_name: person.first_name.trim(),
        last_name: person.last_name.trim(),
        email: person.email.trim(),
        password: person.password,
        ...(dateOfBirth ? { dateOfBirth } : {}),
        ...(person.phone.trim() ? { phone: person.phone.trim() } : {}),
        preferenceEmail,
        preferencePost,
        countryIso2: country,
        custom_fields: [],
        ...(withAddress
          ? {
              address: {
                addressLine1: address.address1.trim(),
                addressLine2: address.address2.trim(),
                city: address.city.trim(),
                county: address.county.trim(),
                postCode: address.postal_code.trim(),
                country,
              },
            }
          : {}),
      });
      onRegistered?.();
    } catch (e) {
      setFailure(registrationError(normalizeError(e).message));
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Create an account">
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Your details</legend>
        <TitleSelect id={`${id}-title`} value={title} onChange={setTitle} />
        <NameFields values={person} onChange={(name, value) => setField(name)(value)} errors={shown} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          value={person.email}
          onChange={setField('email')}
          isInvalid={emailError !== undefined}
          errorMessage={emailError}
        />
        <PasswordField
          name="password"
          autoComplete="new-password"
          isRequired
          description={PASSWORD_RULE_DESCRIPTION}
          value={person.password}
          onChange={setField('password')}
          isInvalid={shown.password !== undefined}
          errorMessage={shown.password}
        />
        <PasswordField
          label={CONFIRM_PASSWORD_LABEL}
          name="confirmPassword"
          autoComplete="new-password"
          isRequired
          value={person.confirmPassword}
          onChange={setField('confirmPassword')}
          isInvalid={shown.confirmPassword !== undefined}
          errorMessage={shown.confirmPassword}
        />
        <TextField
          label="Date of birth (optional)"
          name="dateOfBirth"
          description="DD/MM/YYYY, for a birthday treat"
          autoComplete="bday"
          inputMode="numeric"
          value={person.dateOfBirth}
          onChange={setField('dateOfBirth')}
          isInvalid={shown.dateOfBirth !== undefined}
          errorMessage={shown.dateOfBirth}
        />
        <TextField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={person.phone}
          onChange={setField('phone')}
          isInvalid={shown.phone !== undefined}
          errorMessage={shown.phone}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Billing address{addressRequired ? '' : ' (optional)'}</legend>
        <AddressFields
          id={id}
          section="billing"
          isRequired={addressRequired}
          countries={countries}
          country={country}
          onCountryChange={setCountry}
          lines={address}
          onLineChange={(name, value) => setAddress((a) => ({ ...a, [name]: value }))}
          linesShown={addressShown}
          onShowLines={() => setAddressShown(true)}
          onFound={(found) => {
            setAddress(linesOfFound(found));
            setAddressShown(true);
          }}
          errors={shown}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Marketing preferences</legend>
        <NativeCheckbox name="preferenceEmail" checked={preferenceEmail} onChange={setPreferenceEmail}>
          {MARKETING_EMAIL_LABEL}
        </NativeCheckbox>
        <NativeCheckbox name="preferencePost" checked={preferencePost} onChange={setPreferencePost}>
          {MARKETING_POST_LABEL}
        </NativeCheckbox>
      </fieldset>

      <p className={styles.legal}>
        By creating an account you agree to our <NewTabLink href={termsHref}>Website Terms of Use</NewTabLink>{' '}
        and <NewTabLink href={privacyPolicyHref}>Privacy Policy</NewTabLink>.
      </p>
      <p role="alert" className={styles.failure}>
        {failure?.message}
      </p>
      <Button type="submit" variant="primary" isPending={pending} isDisabled={!hydrated}>
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * A link that opens a new tab (spec 001 §2: the privacy policy and terms), said so to screen readers (the design
 * system's `LINK_NEW_TAB_HINT`, WCAG G201) and shown with an arrow. A plain anchor: the design system's `Link`
 * brought about 2 kB of script to this page for two links.
 */
function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.newTab}>
      {children} <span aria-hidden="true">↗</span>
      <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}
