'use client';

import type { Address, AddressInput } from '@wardrobe/commerce-sdk';
import { Button, TextField } from '@wardrobe/design-system';
import {
  type AddressField,
  isValidPhone,
  PHONE_ERROR,
  requiredMessage,
  tooLongMessage,
  validateAddress,
} from '@wardrobe/domain-rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { CountryChoice } from '../../lib/countries';
import { AddressFields, type AddressLines, focusAddressFormField, linesOfFound } from './AddressFields';
import formStyles from './CreateAccount.module.css';
import { NameFields } from './NameFields';
import styles from './SavedAddressBook.module.css';
import { useHydrated } from './useHydrated';

/** The form's names (readings): its heading, which names the form, and its buttons. */
export const ADD_ADDRESS_FORM_TITLE = 'Add an address';
export const EDIT_ADDRESS_FORM_TITLE = 'Edit address';
export const SAVE_ADDRESS_BUTTON = 'Save address';
export const CANCEL_BUTTON = 'Cancel';
/**
 * Ours: submitted in the UK before an address was found or typed. The spec's required messages name fields,
 * and none is shown yet, so the message says what to do (WCAG 3.3.3).
 */
export const FIND_ADDRESS_REQUIRED = 'Please find your address or enter it manually';
/** The SDK's address schema: names take at most 255 characters. */
const NAME_MAX_LENGTH = 255;
const PHONE_MAX_LENGTH = 50;

type PersonField = 'first_name' | 'last_name' | 'phone';
type FieldName = PersonField | AddressField | 'address';
type Errors = Partial<Record<FieldName, string>>;

/** Top to bottom, so the first error focused is the first on screen. */
const FIELD_ORDER: readonly FieldName[] = [
  'first_name',
  'last_name',
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

/** What the form sends: the address's own fields (its form fields are the book's business). */
export type SavedAddressValues = Omit<
  AddressInput,
  'form_fields' | 'customer_id' | 'company' | 'address_type'
>;

export interface SavedAddressFormProps {
  /** The address edited; a new one when absent. */
  address?: Address | undefined;
  /** The market's countries, its home country first. */
  countries: readonly CountryChoice[];
  /** The market's channel, for the address finder. */
  channelId: number;
  /** Saves; resolves when saved (the book closes the form), rejects when not (the book fills `failure`). */
  onSave: (values: SavedAddressValues) => Promise<void>;
  onCancel: () => void;
  /** The last save's failure, as the book's error slot words it. */
  failure?: string | undefined;
}

/**
 * The saved addresses' add and edit form (issue 20 item 6; spec 001 §3 address fields, §5 address rules): first
 * and last name, phone (optional), country, then in the UK the address finder (or typed), address line 1, line 2
 * (optional), town/city, county (optional) and postcode. The rules are domain-rules' (`validateAddress`: the
 * required messages '{field_name} cannot be empty', the UK postcode format 'Please enter a valid postcode';
 * `isValidPhone`). Errors show after the first submit and the first invalid field takes focus, as on the
 * registration form; the save's failure is read out in an alert. The first field takes focus when it opens.
 */
export function SavedAddressForm({
  address,
  countries,
  channelId,
  onSave,
  onCancel,
  failure,
}: SavedAddressFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const title = address ? EDIT_ADDRESS_FORM_TITLE : ADD_ADDRESS_FORM_TITLE;
  // An address saved in a country this market does not offer can still be edited, and kept there.
  const choices =
    address && !countries.some((c) => c.code === address.country_code)
      ? [...countries, { code: address.country_code, name: countryName(address.country_code, countries) }]
      : countries;
  const [person, setPerson] = useState({
    first_name: address?.first_name ?? '',
    last_name: address?.last_name ?? '',
    phone: address?.phone ?? '',
  });
  const [country, setCountry] = useState(address?.country_code ?? countries[0]?.code ?? 'GB');
  const [lines, setLines] = useState<AddressLines>({
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    county: address?.state_or_province ?? '',
    postal_code: address?.postal_code ?? '',
  });
  // In the UK the address is looked up first: its fields show once one is chosen, typed, or known already.
  const [linesShown, setLinesShown] = useState(country !== 'GB' || Boolean(address));
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const pendingRef = useRef(false);
  const titleId = `${id}-title`;

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[name="first_name"]')?.focus();
  }, []);

  const errors = formErrors();
  const shown: Errors = touched ? errors : {};

  function formErrors(): Errors {
    const found: Errors = {};
    for (const [name, label] of [
      ['first_name', 'First name'],
      ['last_name', 'Last name'],
    ] as const) {
      const value = person[name].trim();
      if (value === '') found[name] = requiredMessage(label);
      else if ([...value].length > NAME_MAX_LENGTH) found[name] = tooLongMessage(label, NAME_MAX_LENGTH);
    }
    const phone = person.phone.trim();
    if (phone !== '' && (!isValidPhone(phone) || phone.length > PHONE_MAX_LENGTH)) found.phone = PHONE_ERROR;
    if (!linesShown) {
      found.address = FIND_ADDRESS_REQUIRED;
      const { country_code } = validateAddress({ country_code: country }, codes(choices), ['country_code']);
      if (country_code) found.country_code = country_code;
    } else {
      Object.assign(
        found,
        validateAddress({ ...lines, country_code: country }, codes(choices), ADDRESS_FIELDS),
      );
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
    try {
      await onSave({
        first_name: person.first_name.trim(),
        last_name: person.last_name.trim(),
        phone: person.phone.trim(),
        address1: lines.address1.trim(),
        address2: lines.address2.trim(),
        city: lines.city.trim(),
        state_or_province: lines.county.trim(),
        postal_code: lines.postal_code.trim(),
        country_code: country,
      });
    } catch {
      // The book has recorded the failure in its slot and passes its text back as `failure`.
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  const setPersonField = (name: PersonField) => (value: string) =>
    setPerson((p) => ({ ...p, [name]: value }));

  return (
    <form
      ref={formRef}
      className={`${formStyles.form} ${styles.editor}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.editorTitle}>
        {title}
      </h2>
      <div className={formStyles.group}>
        <NameFields values={person} onChange={(name, value) => setPersonField(name)(value)} errors={shown} />
        <TextField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={person.phone}
          onChange={setPersonField('phone')}
          isInvalid={shown.phone !== undefined}
          errorMessage={shown.phone}
        />
        <AddressFields
          id={id}
          isRequired
          countries={choices}
          country={country}
          onCountryChange={setCountry}
          lines={lines}
          onLineChange={(name, value) => setLines((l) => ({ ...l, [name]: value }))}
          linesShown={linesShown}
          onShowLines={() => setLinesShown(true)}
          onFound={(found) => {
            setLines(linesOfFound(found));
            setLinesShown(true);
          }}
          errors={shown}
          channelId={channelId}
        />
      </div>
      <p role="alert" className={formStyles.failure}>
        {failure}
      </p>
      <div className={styles.editorActions}>
        <Button type="submit" variant="primary" isPending={pending} isDisabled={!hydrated}>
          {SAVE_ADDRESS_BUTTON}
        </Button>
        <Button type="button" variant="secondary" onPress={onCancel}>
          {CANCEL_BUTTON}
        </Button>
      </div>
    </form>
  );
}

const codes = (choices: readonly CountryChoice[]) => choices.map((c) => c.code);

const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });

/** A country's name: the market's own wording when it offers it, else the platform's English name. */
export function countryName(code: string, countries: readonly CountryChoice[]): string {
  const known = countries.find((c) => c.code === code);
  if (known) return known.name;
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
