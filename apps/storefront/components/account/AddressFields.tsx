'use client';

import type { FoundAddress } from '@wardrobe/commerce-sdk';
import { TextField } from '@wardrobe/design-system';
import type { AddressField } from '@wardrobe/domain-rules';
import type { CountryChoice } from '../../lib/countries';
import { AddressFinder } from './AddressFinder';
import styles from './CreateAccount.module.css';
import { NativeSelect } from './NativeSelect';

/** An address's typed lines (the country is chosen apart). */
export type AddressLines = Record<Exclude<AddressField, 'country_code'>, string>;

export const EMPTY_ADDRESS_LINES: AddressLines = {
  address1: '',
  address2: '',
  city: '',
  county: '',
  postal_code: '',
};

/** The lines of an address the finder found. */
export function linesOfFound(found: FoundAddress): AddressLines {
  return {
    address1: found.addressLine1,
    address2: found.addressLine2,
    city: found.city,
    county: found.county,
    postal_code: found.postCode,
  };
}

/**
 * Focuses a form's field by its name; `address` is the finder's postcode (nothing found or typed yet). For the
 * forms that hold `AddressFields`, whose first invalid field takes focus on submit.
 */
export function focusAddressFormField(form: HTMLFormElement | null, field: string): void {
  const target =
    field === 'address'
      ? form?.querySelector<HTMLElement>('[data-address-finder] input')
      : form?.querySelector<HTMLElement>(`[name="${field}"]`);
  target?.focus();
}

/** What an address field shows as its error; `address` is the finder's own (nothing found or typed yet). */
export type AddressFieldErrors = Partial<Record<AddressField | 'address', string>>;

export interface AddressFieldsProps {
  /** Prefixes the country select's id (a form's `useId`). */
  id: string;
  /** The autocomplete section (`billing` on registration); none for a saved address. */
  section?: 'billing' | undefined;
  /** Whether the lines are required (registration may make the whole address optional). */
  isRequired: boolean;
  countries: readonly CountryChoice[];
  country: string;
  onCountryChange: (code: string) => void;
  lines: AddressLines;
  onLineChange: (name: keyof AddressLines, value: string) => void;
  /** The typed lines show once an address is found, asked for by hand, or outside the UK (no finder there). */
  linesShown: boolean;
  onShowLines: () => void;
  onFound: (found: FoundAddress) => void;
  /** The errors shown now (after a submit). */
  errors: AddressFieldErrors;
  /** The market's channel for the finder's requests. */
  channelId?: number | undefined;
}

/**
 * The country, the address finder (UK only, spec 001 §6) and the address lines, as registration and the saved
 * address book both ask for them; the forms keep their own state and rules (domain-rules `validateAddress`).
 */
export function AddressFields({
  id,
  section,
  isRequired,
  countries,
  country,
  onCountryChange,
  lines,
  onLineChange,
  linesShown,
  onShowLines,
  onFound,
  errors,
  channelId,
}: AddressFieldsProps) {
  const auto = (token: string) => (section ? `${section} ${token}` : token);
  // "(optional)" marks the lines an address may go without (line 2, county). When the whole address is optional
  // (an order's account offer) its legend says so, and line 1, town and postcode are still needed once one is
  // typed: labelled "(optional)" they answered "required" errors on fields that had promised otherwise.
  const line = (name: keyof AddressLines, label: string, autoComplete: string, needed: boolean) => (
    <TextField
      label={needed ? label : `${label} (optional)`}
      name={name}
      autoComplete={auto(autoComplete)}
      isRequired={needed && isRequired}
      value={lines[name]}
      onChange={(value) => onLineChange(name, value)}
      isInvalid={errors[name] !== undefined}
      errorMessage={errors[name]}
    />
  );
  return (
    <>
      <NativeSelect
        id={`${id}-country`}
        name="country_code"
        label="Country"
        autoComplete={auto('country')}
        value={country}
        error={errors.country_code}
        onChange={(code) => {
          onCountryChange(code);
          // Only the UK has a finder; elsewhere the fields are typed.
          if (code !== 'GB') onShowLines();
        }}
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
      {country === 'GB' ? (
        <div data-address-finder>
          <AddressFinder
            country={country}
            {...(channelId === undefined ? {} : { channelId })}
            defaultPostcode={lines.postal_code}
            onSelect={onFound}
            onManual={onShowLines}
          />
          {errors.address ? (
            <p className={styles.error} role="alert">
              {errors.address}
            </p>
          ) : null}
        </div>
      ) : null}
      {linesShown ? (
        <div className={styles.address}>
          {line('address1', 'Address line 1', 'address-line1', true)}
          {line('address2', 'Address line 2', 'address-line2', false)}
          {line('city', 'Town/city', 'address-level2', true)}
          {line('county', 'County', 'address-level1', false)}
          {line('postal_code', 'Postcode', 'postal-code', true)}
        </div>
      ) : null}
    </>
  );
}
