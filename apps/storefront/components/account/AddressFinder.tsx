'use client';

import type { FoundAddress } from '@wardrobe/commerce-sdk';
import { Button, TextField, type TextFieldProps } from '@wardrobe/design-system';
import {
  isValidUkPostcode,
  normalizeError,
  REGISTRATION_ERROR_MESSAGE,
  requiredMessage,
} from '@wardrobe/domain-rules';
import { useId, useRef, useState } from 'react';
import { browserCommerce } from '../../lib/commerce-browser';
import styles from './AddressFinder.module.css';
import { NativeSelect } from './NativeSelect';

export type { FoundAddress };

// The finder's texts. Spec 001 gives the postcode rule's text (as the checkout shows it) and the general error
// ('occured' as the spec spells it, §8); the others are our readings, exported so forms and tests share them.
/** The group's legend. */
export const ADDRESS_FINDER_LEGEND = 'Find your address';
/**
 * The finder's own postcode field. Not 'Postcode': the address's lines have a field of that name in the same form,
 * and two fields of one name in a form leave a screen-reader user guessing which is which.
 */
export const ADDRESS_FINDER_POSTCODE_LABEL = 'Search by postcode';
export const FIND_ADDRESS_BUTTON = 'Find address';
/** The label of the list of addresses found. */
export const SELECT_ADDRESS_LABEL = 'Select your address';
/** Shown in the list until an address is chosen. */
export const SELECT_ADDRESS_PLACEHOLDER = 'Choose your address';
export const ENTER_ADDRESS_MANUALLY_BUTTON = 'Enter address manually';
/** Spec 001 §5 (the checkout's words): a postcode that is not a UK format. Also the SDK's 400 for one. */
export const ADDRESS_FINDER_POSTCODE_ERROR = 'Please enter a valid postcode';
/** No postcode typed: spec 001 §5's required message for the field. */
export const ADDRESS_FINDER_POSTCODE_REQUIRED = requiredMessage('Postcode');
export const ADDRESS_NOT_FOUND_MESSAGE =
  'We could not find an address for this postcode. Please enter it manually.';
/** Spec 001 §8: any other failure of the lookup. */
export const ADDRESS_FINDER_ERROR_MESSAGE = REGISTRATION_ERROR_MESSAGE;
/** The longest postcode the lookup takes (the SDK's `ADDRESS_FINDER_POSTCODE_MAX`). */
export const ADDRESS_FINDER_POSTCODE_MAX = 20;
/** The UK shop's channel (domain-rules `MARKETS`, code `en`): the finder's answers do not depend on it. */
const UK_CHANNEL_ID = 1;

/** Announced (politely) when addresses are found: '1 address found', '5 addresses found'. */
export function addressesFoundMessage(count: number): string {
  return `${count} ${count === 1 ? 'address' : 'addresses'} found`;
}

/** An address as the list shows it: 'addressLine1, addressLine2, city', leaving out an empty line. */
export function formatFoundAddress(address: FoundAddress): string {
  return [address.addressLine1, address.addressLine2, address.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The postcode's error before any lookup: required, and for GB a UK format (domain-rules `isValidUkPostcode`). */
export function addressFinderPostcodeError(postcode: string, country: string): string | undefined {
  const value = postcode.trim();
  if (value === '') return ADDRESS_FINDER_POSTCODE_REQUIRED;
  if (country.trim().toUpperCase() === 'GB' && !isValidUkPostcode(value))
    return ADDRESS_FINDER_POSTCODE_ERROR;
  return undefined;
}

export interface AddressFinderProps {
  /** The address's country (ISO 3166-1 alpha-2): GB checks the UK postcode format before asking. */
  country: string;
  /** A found address was chosen: fill the address fields with it. */
  onSelect(address: FoundAddress): void;
  /** The shopper asked to type the address in (also the way out when nothing is found). */
  onManual(): void;
  /** The postcode field's first value (e.g. an address already given). */
  defaultPostcode?: string;
  /** The market's channel for the lookup; the UK shop's when absent. */
  channelId?: number;
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'found'; addresses: FoundAddress[] }
  | { kind: 'none' }
  | { kind: 'failed' };

/**
 * The address finder of the registration form (issue 20 item 4; spec 001 §5 "an address chosen from the search
 * list must be valid"): a postcode and 'Find address' in a group ('Find your address'), then the addresses at it
 * in a select ('Select your address', each as 'line 1, line 2, town'); choosing one calls `onSelect`. The count
 * found, or that none was, is announced politely; a failure in an alert. 'Enter address manually' calls
 * `onManual`.
 *
 * It sits inside the registration `<form>`, so it never submits it: Find is `type="button"` and Enter in the
 * postcode field runs the lookup instead of the form's submission. The lookup is `findAddresses` through the
 * browser's commerce client; the button shows it is busy meanwhile, and a second press or Enter then is ignored.
 */
export function AddressFinder({
  country,
  onSelect,
  onManual,
  defaultPostcode = '',
  channelId = UK_CHANNEL_ID,
}: AddressFinderProps) {
  const [postcode, setPostcode] = useState(defaultPostcode);
  const [postcodeError, setPostcodeError] = useState<string>();
  const [pending, setPending] = useState(false);
  // A ref as well as state: Enter twice before React re-renders must still ask once.
  const pendingRef = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const postcodeRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const id = useId();

  const find = async () => {
    if (pendingRef.current) return;
    const error = addressFinderPostcodeError(postcode, country);
    setPostcodeError(error);
    if (error) {
      setOutcome({ kind: 'idle' });
      postcodeRef.current?.focus();
      return;
    }
    pendingRef.current = true;
    setPending(true);
    // The last answer goes while asking again, so the next is announced even when it reads the same.
    setOutcome({ kind: 'idle' });
    setSelectedId(null);
    try {
      const { data } = await browserCommerce(channelId).findAddresses({
        postcode: postcode.trim(),
        country: country.trim().toUpperCase(),
      });
      setOutcome(data.length > 0 ? { kind: 'found', addresses: data } : { kind: 'none' });
    } catch (e) {
      const { message, statusCode } = normalizeError(e);
      if (statusCode === 400 && message === ADDRESS_FINDER_POSTCODE_ERROR) {
        // The server's own postcode rule (another country's, or a stricter one): the field says so.
        setPostcodeError(ADDRESS_FINDER_POSTCODE_ERROR);
        setOutcome({ kind: 'idle' });
        postcodeRef.current?.focus();
      } else {
        console.error(
          JSON.stringify({ level: 'error', event: 'address-finder-failed', statusCode, message }),
        );
        setOutcome({ kind: 'failed' });
      }
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  const onPostcodeKeyDown: TextFieldProps['onKeyDown'] = (event) => {
    if (event.key !== 'Enter') return;
    // Enter in a field submits its form: here it looks the postcode up instead.
    event.preventDefault();
    void find();
  };

  const addresses = outcome.kind === 'found' ? outcome.addresses : [];
  const status =
    outcome.kind === 'found'
      ? addressesFoundMessage(outcome.addresses.length)
      : outcome.kind === 'none'
        ? ADDRESS_NOT_FOUND_MESSAGE
        : '';

  return (
    <fieldset className={styles.finder} aria-busy={pending || undefined}>
      <legend className={styles.legend}>{ADDRESS_FINDER_LEGEND}</legend>
      <div className={styles.lookup}>
        <TextField
          inputRef={postcodeRef}
          label={ADDRESS_FINDER_POSTCODE_LABEL}
          autoComplete="postal-code"
          maxLength={ADDRESS_FINDER_POSTCODE_MAX}
          validationBehavior="aria"
          value={postcode}
          onChange={(value) => {
            setPostcode(value);
            if (postcodeError) setPostcodeError(undefined);
          }}
          onKeyDown={onPostcodeKeyDown}
          isInvalid={postcodeError !== undefined}
          errorMessage={postcodeError}
          className={styles.postcode}
        />
        <Button
          type="button"
          variant="secondary"
          isPending={pending}
          onPress={() => void find()}
          className={styles.find}
        >
          {FIND_ADDRESS_BUTTON}
        </Button>
      </div>
      <div className={styles.messages}>
        <p role="status" className={styles.status}>
          {status}
        </p>
        <p role="alert" className={styles.error}>
          {outcome.kind === 'failed' ? ADDRESS_FINDER_ERROR_MESSAGE : ''}
        </p>
      </div>
      {addresses.length > 0 ? (
        // A native select: the platform's own list (a phone's picker), and no script for a popover and listbox,
        // which cost the registration page ~40 kB (and, shared, the bag page too).
        <NativeSelect
          id={`${id}-found`}
          name="addressFinder"
          label={SELECT_ADDRESS_LABEL}
          value={selectedId ?? ''}
          onChange={(key) => {
            const chosen = addresses.find((address) => address.id === key);
            if (!chosen) return;
            setSelectedId(chosen.id);
            onSelect(chosen);
          }}
        >
          <option value="" disabled>
            {SELECT_ADDRESS_PLACEHOLDER}
          </option>
          {addresses.map((address) => (
            <option key={address.id} value={address.id}>
              {formatFoundAddress(address)}
            </option>
          ))}
        </NativeSelect>
      ) : null}
      <Button type="button" variant="tertiary" onPress={onManual} className={styles.manual}>
        {ENTER_ADDRESS_MANUALLY_BUTTON}
      </Button>
    </fieldset>
  );
}
