'use client';

import type { Address, AddressErrorSlot, FormFieldValue } from '@wardrobe/commerce-sdk';
import { Badge, Button } from '@wardrobe/design-system';
import { normalizeError, REGISTRATION_ERROR_MESSAGE } from '@wardrobe/domain-rules';
import { useEffect, useRef, useState } from 'react';
import { browserCommerce } from '../../lib/commerce-browser';
import type { CountryChoice } from '../../lib/countries';
import type { ClientMarket } from '../frame/types';
import styles from './SavedAddressBook.module.css';
import { countryName, SavedAddressForm, type SavedAddressValues } from './SavedAddressForm';

// The book's texts. Spec 001 gives the general error ('occured' as the spec spells it, §8); the others are our
// readings, exported so the tests share them.
export const ADDRESS_LIST_LABEL = 'Your addresses';
export const ADD_ADDRESS_BUTTON = 'Add a new address';
export const NO_ADDRESSES_MESSAGE = 'You have no saved addresses yet.';
export const ADDRESS_SAVED_MESSAGE = 'Address saved';
export const ADDRESS_DELETED_MESSAGE = 'Address deleted';
export const DEFAULT_CHANGED_MESSAGE = 'Default address changed';
export const DEFAULT_BADGE = 'Default';
export const DELETE_QUESTION = 'Delete this address?';
export const KEEP_BUTTON = 'Keep';
/** Spec 001 §8: any failure but the server's own validation (a 400, whose message is shown as it is). */
export const ADDRESS_ERROR_MESSAGE = REGISTRATION_ERROR_MESSAGE;

/**
 * Reading (spec 001 names a default address for none of its calls, and BigCommerce addresses have no flag): an
 * address is the default when its form field `Default` holds 'Yes' (read as the customer's preference fields
 * are, §3: a value containing 'yes'); with none marked, the first in the list (the oldest) is. Only one is marked
 * at a time: making one the default first clears the mark of any other (`updateCustomerAddress` with its form
 * fields less `Default`), then marks it; should the second step fail, none is marked and the first is the
 * default, never two.
 */
export const DEFAULT_ADDRESS_FIELD = 'Default';
const DEFAULT_YES = 'Yes';

const isMarkedDefault = (address: Address) =>
  address.form_fields.some((f) => f.name === DEFAULT_ADDRESS_FIELD && /yes/i.test(f.value));

/** The default address's id (see `DEFAULT_ADDRESS_FIELD`), or undefined for an empty book. */
export function defaultAddressId(addresses: readonly Address[]): number | undefined {
  return (addresses.find(isMarkedDefault) ?? addresses[0])?.id;
}

const withoutDefault = (fields: readonly FormFieldValue[]) =>
  fields.filter((f) => f.name !== DEFAULT_ADDRESS_FIELD);

/** How an address is named in its buttons' accessible names: its first line and postcode. */
export function addressSummary(address: Pick<Address, 'address1' | 'postal_code'>): string {
  return [address.address1, address.postal_code]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
}

export interface SavedAddressBookProps {
  market: ClientMarket;
  /** The market's countries, its home country first. */
  countries: readonly CountryChoice[];
  /** The customer's addresses, read on the server. */
  initialAddresses: readonly Address[];
  /** The server's load failed (it has logged it): the `load` slot's text. */
  loadError?: string | undefined;
}

type Editor = { mode: 'add' } | { mode: 'edit'; id: number };
type Slots = Partial<Record<AddressErrorSlot, string>>;

/**
 * The Saved Addresses page's book (issue 20 item 6; spec 001 §7 customer addresses): the list of the customer's
 * addresses, each with Edit, Delete (after a confirmation in the card) and Make default, and the add and edit form
 * inline. Every change comes from the operation's own answer; a polite status says what happened. Each operation
 * has its error slot (spec 001 §8 "address helper: load, addAddress, deleteAddress, updateAddress"): the failure
 * is recorded there and logged, and shown as the server's message for its validation (400) or 'An error occured.
 * Please try again later.' Focus is kept where the shopper is: on the form's first field when it opens, back on
 * the button that opened it when it closes, and on the next address when one is deleted.
 */
export function SavedAddressBook({ market, countries, initialAddresses, loadError }: SavedAddressBookProps) {
  const [addresses, setAddresses] = useState<readonly Address[]>(initialAddresses);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const busyRef = useRef(false);
  const [status, setStatus] = useState('');
  const [slots, setSlots] = useState<Slots>(loadError ? { load: loadError } : {});
  // The `updateAddress` slot serves the edit form and Make default: where its failure is shown.
  const [updateFromForm, setUpdateFromForm] = useState(false);
  // Buttons by key ('add', 'edit-12', 'delete-12', 'keep-12'), to give focus back after a render.
  const buttons = useRef(new Map<string, HTMLElement>());
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const statusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (focusNext === null) return;
    buttons.current.get(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);
  useEffect(() => () => clearTimeout(statusTimer.current), []);

  const register = (key: string) => (element: HTMLElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  /** A polite message; emptied first so that the same words twice are read twice. */
  const announce = (message: string) => {
    setStatus('');
    clearTimeout(statusTimer.current);
    statusTimer.current = setTimeout(() => setStatus(message), 100);
  };

  const clearSlot = (slot: AddressErrorSlot) =>
    setSlots((s) => {
      if (s[slot] === undefined) return s;
      const { [slot]: _, ...rest } = s;
      return rest;
    });

  /** Records a failure in its slot and logs it; answers the text shown. */
  const fail = (slot: AddressErrorSlot, error: unknown): string => {
    const { message, statusCode } = normalizeError(error);
    console.error(JSON.stringify({ level: 'error', event: 'address-error', slot, statusCode, message }));
    const text = statusCode === 400 ? message : ADDRESS_ERROR_MESSAGE;
    setSlots((s) => ({ ...s, [slot]: text }));
    return text;
  };

  const commerce = () => browserCommerce(market.channelId);
  const merge = (changed: readonly Address[]) =>
    setAddresses((list) => list.map((a) => changed.find((c) => c.id === a.id) ?? a));

  const openEditor = (next: Editor) => {
    clearSlot(next.mode === 'add' ? 'addAddress' : 'updateAddress');
    setConfirming(null);
    setEditor(next);
  };
  const closeEditor = (opened: Editor) => {
    clearSlot(opened.mode === 'add' ? 'addAddress' : 'updateAddress');
    setEditor(null);
    setFocusNext(opened.mode === 'add' ? 'add' : `edit-${opened.id}`);
  };

  const save = async (opened: Editor, values: SavedAddressValues) => {
    const slot: AddressErrorSlot = opened.mode === 'add' ? 'addAddress' : 'updateAddress';
    clearSlot(slot);
    if (opened.mode === 'edit') setUpdateFromForm(true);
    try {
      if (opened.mode === 'add') {
        const { data } = await commerce().createCustomerAddress(values);
        setAddresses((list) => [...list, ...data.filter((a) => !list.some((b) => b.id === a.id))]);
      } else {
        const { data } = await commerce().updateCustomerAddress({ id: opened.id, ...values });
        merge(data);
      }
    } catch (error) {
      fail(slot, error);
      throw error;
    }
    closeEditor(opened);
    announce(ADDRESS_SAVED_MESSAGE);
  };

  const remove = async (address: Address) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(address.id);
    clearSlot('deleteAddress');
    try {
      await commerce().deleteCustomerAddress({ 'id:in': [address.id] });
      const index = addresses.findIndex((a) => a.id === address.id);
      const rest = addresses.filter((a) => a.id !== address.id);
      const neighbour = rest[index] ?? rest[index - 1];
      setAddresses(rest);
      setConfirming(null);
      if (editor?.mode === 'edit' && editor.id === address.id) setEditor(null);
      setFocusNext(neighbour ? `edit-${neighbour.id}` : 'add');
      announce(ADDRESS_DELETED_MESSAGE);
    } catch (error) {
      fail('deleteAddress', error);
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  const makeDefault = async (address: Address) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(address.id);
    clearSlot('updateAddress');
    setUpdateFromForm(false);
    try {
      for (const other of addresses) {
        if (other.id === address.id || !isMarkedDefault(other)) continue;
        const { data } = await commerce().updateCustomerAddress({
          id: other.id,
          form_fields: withoutDefault(other.form_fields),
        });
        merge(data);
      }
      const { data } = await commerce().updateCustomerAddress({
        id: address.id,
        form_fields: [
          ...withoutDefault(address.form_fields),
          { name: DEFAULT_ADDRESS_FIELD, value: DEFAULT_YES },
        ],
      });
      merge(data);
      // Its own button goes (it is the default now): focus moves to the address's first action.
      setFocusNext(`edit-${address.id}`);
      announce(DEFAULT_CHANGED_MESSAGE);
    } catch (error) {
      fail('updateAddress', error);
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  const defaultId = defaultAddressId(addresses);
  // The page's alert: the failures not shown in the form (loading, deleting, making a default).
  const pageError = slots.load ?? slots.deleteAddress ?? (updateFromForm ? undefined : slots.updateAddress);

  return (
    <div className={styles.book}>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <p role="alert" className={styles.pageError}>
        {pageError}
      </p>
      {addresses.length === 0 ? (
        slots.load ? null : (
          <p className={styles.empty}>{NO_ADDRESSES_MESSAGE}</p>
        )
      ) : (
        <ul aria-label={ADDRESS_LIST_LABEL} className={styles.list}>
          {addresses.map((address) => {
            const summary = addressSummary(address);
            const isDefault = address.id === defaultId;
            if (editor?.mode === 'edit' && editor.id === address.id) {
              return (
                <li key={address.id} className={`${styles.card} ${styles.cardEditing}`}>
                  <SavedAddressForm
                    address={address}
                    countries={countries}
                    channelId={market.channelId}
                    failure={updateFromForm ? slots.updateAddress : undefined}
                    onSave={(values) => save(editor, values)}
                    onCancel={() => closeEditor(editor)}
                  />
                </li>
              );
            }
            return (
              <li key={address.id} className={styles.card}>
                <div className={styles.cardHead}>
                  <h2 className={styles.name}>
                    {address.first_name} {address.last_name}
                  </h2>
                  {isDefault ? (
                    <Badge tone="neutral" className={styles.badge}>
                      {DEFAULT_BADGE}
                    </Badge>
                  ) : null}
                </div>
                <p className={styles.lines}>
                  {[
                    address.address1,
                    address.address2,
                    address.city,
                    address.state_or_province,
                    address.postal_code,
                    countryName(address.country_code, countries),
                  ]
                    .filter((line) => line.trim() !== '')
                    .map((line, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed in their order
                      <span key={i} className={styles.line}>
                        {line}
                      </span>
                    ))}
                </p>
                {address.phone ? <p className={styles.phone}>Phone: {address.phone}</p> : null}
                {confirming === address.id ? (
                  // biome-ignore lint/a11y/useSemanticElements: a group of two buttons, no fieldset in a form
                  <div role="group" aria-labelledby={`delete-${address.id}`} className={styles.confirm}>
                    <p id={`delete-${address.id}`} className={styles.question}>
                      {DELETE_QUESTION}
                    </p>
                    <div className={styles.actions}>
                      <Button
                        variant="primary"
                        size="small"
                        isPending={busy === address.id}
                        onPress={() => void remove(address)}
                      >
                        Delete
                      </Button>
                      <Button
                        ref={register(`keep-${address.id}`)}
                        variant="secondary"
                        size="small"
                        onPress={() => {
                          setConfirming(null);
                          clearSlot('deleteAddress');
                          setFocusNext(`delete-${address.id}`);
                        }}
                      >
                        {KEEP_BUTTON}
                      </Button>
                    </div>
                  </div>
                ) : (
                  <div className={styles.actions}>
                    <Button
                      ref={register(`edit-${address.id}`)}
                      variant="secondary"
                      size="small"
                      aria-label={`Edit ${summary}`}
                      onPress={() => openEditor({ mode: 'edit', id: address.id })}
                    >
                      Edit
                    </Button>
                    <Button
                      ref={register(`delete-${address.id}`)}
                      variant="secondary"
                      size="small"
                      aria-label={`Delete ${summary}`}
                      onPress={() => {
                        clearSlot('deleteAddress');
                        setConfirming(address.id);
                        setFocusNext(`keep-${address.id}`);
                      }}
                    >
                      Delete
                    </Button>
                    {isDefault ? null : (
                      <Button
                        variant="tertiary"
                        size="small"
                        aria-label={`Make default ${summary}`}
                        isPending={busy === address.id}
                        onPress={() => void makeDefault(address)}
                      >
                        Make default
                      </Button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editor?.mode === 'add' ? (
        <div className={styles.card}>
          <SavedAddressForm
            countries={countries}
            channelId={market.channelId}
            failure={slots.addAddress}
            onSave={(values) => save(editor, values)}
            onCancel={() => closeEditor(editor)}
          />
        </div>
      ) : (
        <Button
          ref={register('add')}
          variant="primary"
          className={styles.add}
          onPress={() => openEditor({ mode: 'add' })}
        >
          {ADD_ADDRESS_BUTTON}
        </Button>
      )}
    </div>
  );
}
