import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Address, FoundAddress } from '@wardrobe/commerce-sdk';
import { POSTCODE_ERROR, REGISTRATION_ERROR_MESSAGE } from '@wardrobe/domain-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADD_ADDRESS_BUTTON,
  ADDRESS_DELETED_MESSAGE,
  ADDRESS_SAVED_MESSAGE,
  DEFAULT_ADDRESS_FIELD,
  DEFAULT_CHANGED_MESSAGE,
  DELETE_QUESTION,
  NO_ADDRESSES_MESSAGE,
  SavedAddressBook,
} from './SavedAddressBook';
import { FIND_ADDRESS_REQUIRED } from './SavedAddressForm';

// The book as a customer uses it; its operations go through the browser's commerce client (`fetch`), answered
// here by a small fake of the middleware that keeps the addresses as the sandbox does.
const FOUND: FoundAddress[] = [
  {
    id: 'gb-sw96de-1',
    addressLine1: '3 Acre Lane',
    addressLine2: '',
    city: 'London',
    county: 'Greater London',
    postCode: 'SW9 6DE',
    country: 'GB',
  },
];
const UK = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'GG', name: 'Guernsey' },
  { code: 'JE', name: 'Jersey' },
];
const MARKET = { code: 'en', prefix: '', currency: 'GBP', channelId: 1 } as const;

function address(id: number, fields: Partial<Address> = {}): Address {
  return {
    id,
    customer_id: 7,
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: '',
    address1: `${id} High Street`,
    address2: '',
    city: 'Leeds',
    state_or_province: '',
    postal_code: 'LS1 4AP',
    country_code: 'GB',
    phone: '',
    address_type: 'residential',
    form_fields: [],
    ...fields,
  };
}

type Call = { operation: string; args: unknown[] };
let calls: Call[];
let stored: Address[];
/** Operations that fail next: name → [status, message]. */
let failing: Map<string, [number, string]>;
let nextId: number;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  stored = [];
  failing = new Map();
  nextId = 100;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const operation = String(input).split('/').pop() ?? '';
      const args = JSON.parse(String(init.body)) as unknown[];
      calls.push({ operation, args });
      const failure = failing.get(operation);
      if (failure) return json({ message: failure[1] }, failure[0]);
      const [arg] = args as [Record<string, unknown>];
      switch (operation) {
        case 'findAddresses':
          return json({ data: FOUND });
        case 'createCustomerAddress': {
          const created = address(nextId++, arg as Partial<Address>);
          stored.push(created);
          return json({ data: [created] });
        }
        case 'updateCustomerAddress': {
          const index = stored.findIndex((a) => a.id === arg.id);
          stored[index] = { ...stored[index], ...(arg as Partial<Address>) } as Address;
          return json({ data: [stored[index]] });
        }
        case 'deleteCustomerAddress':
          stored = stored.filter((a) => !(arg['id:in'] as number[]).includes(a.id));
          return json({});
        default:
          return json({ message: `Unknown middleware ${operation}` }, 500);
      }
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(addresses: Address[] = [], loadError?: string) {
  stored = [...addresses];
  render(
    <>
      <h1>Saved Addresses</h1>
      <SavedAddressBook market={MARKET} countries={UK} initialAddresses={addresses} loadError={loadError} />
    </>,
  );
}

const list = () => screen.getByRole('list', { name: 'Your addresses' });
const cards = () => within(list()).getAllByRole('listitem');
const form = (name: 'Add an address' | 'Edit address') => screen.getByRole('form', { name });
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
/** The address's own postcode field (the finder's is 'Search by postcode'). */
const postcodeField = () =>
  document.querySelector<HTMLInputElement>('input[name="postal_code"]') as HTMLInputElement;
/** The form's failure alert (the address finder inside it has an alert of its own). */
const formFailure = (name: 'Add an address' | 'Edit address') =>
  within(form(name))
    .getAllByRole('alert')
    .find((el) => el.closest('[data-address-finder]') === null);
/** The book's own status (the finder in a form has one too). */
const status = () => screen.getAllByRole('status').find((el) => el.closest('form') === null);
const calledWith = (operation: string) => calls.filter((c) => c.operation === operation);

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

async function chooseFoundAddress() {
  const finder = within(screen.getByRole('group', { name: 'Find your address' }));
  fireEvent.change(finder.getByRole('textbox', { name: 'Search by postcode' }), {
    target: { value: 'sw96de' },
  });
  await click(finder.getByRole('button', { name: 'Find address' }));
  const select = screen.getByRole('combobox', { name: 'Select your address' }) as HTMLSelectElement;
  const option = [...select.options].find((o) => o.textContent === '3 Acre Lane, London');
  await act(async () => {
    fireEvent.change(select, { target: { value: option?.value } });
  });
}

describe('SavedAddressBook', () => {
  it('lists the addresses with the default marked and buttons named by the address', () => {
    setup([
      address(1),
      address(2, {
        address2: 'Flat 4',
        phone: '07700 900123',
        form_fields: [{ name: DEFAULT_ADDRESS_FIELD, value: 'Yes' }],
      }),
    ]);
    const [first, second] = cards() as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('1 High Street');
    expect(first.textContent).toContain('United Kingdom');
    expect(within(first).queryByText('Default')).toBeNull();
    expect(within(first).getByRole('button', { name: 'Make default 1 High Street, LS1 4AP' })).toBeTruthy();
    expect(within(second).getByText('Default')).toBeTruthy();
    expect(within(second).getByText('Phone: 07700 900123')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Edit 2 High Street, LS1 4AP' })).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Delete 2 High Street, LS1 4AP' })).toBeTruthy();
    expect(within(second).queryByRole('button', { name: /^Make default/ })).toBeNull();
  });

  it('says when there are no addresses, and the first one added is the default', async () => {
    setup();
    expect(screen.getByText(NO_ADDRESSES_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your addresses' })).toBeNull();
    await click(screen.getByRole('button', { name: ADD_ADDRESS_BUTTON }));
    expect(form('Add an address')).toBeTruthy();
    // The form takes focus at its first field.
    expect(document.activeElement).toBe(field('First name'));
    type('First name', 'Grace');
    type('Last name', 'Hopper');
    await chooseFoundAddress();
    expect(field('Address line 1').value).toBe('3 Acre Lane');
    expect(postcodeField().value).toBe('SW9 6DE');
    await click(screen.getByRole('button', { name: 'Save address' }));

    expect(calledWith('createCustomerAddress')[0]?.args).toEqual([
      {
        first_name: 'Grace',
        last_name: 'Hopper',
        phone: '',
        address1: '3 Acre Lane',
        address2: '',
        city: 'London',
        state_or_province: 'Greater London',
        postal_code: 'SW9 6DE',
        country_code: 'GB',
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Add an address' })).toBeNull();
    const [card] = cards() as [HTMLElement];
    expect(card.textContent).toContain('Grace Hopper');
    expect(card.textContent).toContain('3 Acre Lane');
    expect(within(card).getByText('Default')).toBeTruthy();
    await waitFor(() => expect(status()?.textContent).toBe(ADDRESS_SAVED_MESSAGE));
    // Focus is back on the button that opened the form.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: ADD_ADDRESS_BUTTON }));
  });

  it('names every empty required field, focuses the first and sends nothing', async () => {
    setup();
    await click(screen.getByRole('button', { name: ADD_ADDRESS_BUTTON }));
    await click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('First name cannot be empty')).toBeTruthy();
    expect(screen.getByText('Last name cannot be empty')).toBeTruthy();
    // In the UK the address is found first: until then the form asks for that.
    expect(screen.getByText(FIND_ADDRESS_REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(field('First name'));

    type('First name', 'Grace');
    type('Last name', 'Hopper');
    await click(screen.getByRole('button', { name: 'Enter address manually' }));
    await click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Address line 1 cannot be empty')).toBeTruthy();
    expect(screen.getByText('Town/city cannot be empty')).toBeTruthy();
    expect(screen.getByText('Postcode cannot be empty')).toBeTruthy();
    expect(screen.queryByText('Address line 2 cannot be empty')).toBeNull();
    expect(document.activeElement).toBe(field('Address line 1'));
    expect(calledWith('createCustomerAddress')).toHaveLength(0);
  });

  it('refuses an invalid postcode with its message', async () => {
    setup([address(1)]);
    await click(screen.getByRole('button', { name: 'Edit 1 High Street, LS1 4AP' }));
    fireEvent.change(postcodeField(), { target: { value: 'LS1 4A' } });
    await click(screen.getByRole('button', { name: 'Save address' }));
    expect(within(form('Edit address')).getByText(POSTCODE_ERROR)).toBeTruthy();
    expect(document.activeElement).toBe(postcodeField());
    expect(calledWith('updateCustomerAddress')).toHaveLength(0);
    type('Phone (optional)', 'call me');
    await click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(document.activeElement).toBe(field('Phone (optional)'));
  });

  it('edits an address in place from the answer, then returns focus to its Edit button', async () => {
    setup([address(1), address(2, { form_fields: [{ name: 'Title', value: 'Dr' }] })]);
    await click(screen.getByRole('button', { name: 'Edit 2 High Street, LS1 4AP' }));
    const edit = form('Edit address');
    expect(field('First name').value).toBe('Ada');
    expect(field('Address line 1').value).toBe('2 High Street');
    type('Address line 1', '5 Low Road');
    type('Town/city', 'York');
    fireEvent.change(postcodeField(), { target: { value: 'yo1 7hh' } });
    await click(within(edit).getByRole('button', { name: 'Save address' }));

    const [sent] = (calledWith('updateCustomerAddress')[0]?.args ?? []) as [Record<string, unknown>];
    expect(sent).toMatchObject({ id: 2, address1: '5 Low Road', city: 'York', postal_code: 'yo1 7hh' });
    // The form fields it has (the title) are left as they are.
    expect(sent).not.toHaveProperty('form_fields');
    expect(screen.queryByRole('form', { name: 'Edit address' })).toBeNull();
    expect(cards()[1]?.textContent).toContain('5 Low Road');
    expect(cards()[1]?.textContent).toContain('York');
    await waitFor(() => expect(status()?.textContent).toBe(ADDRESS_SAVED_MESSAGE));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit 5 Low Road, yo1 7hh' }));
  });

  it('Cancel closes the form and returns focus to the button that opened it', async () => {
    setup([address(1)]);
    await click(screen.getByRole('button', { name: 'Edit 1 High Street, LS1 4AP' }));
    await click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit 1 High Street, LS1 4AP' }));
    await click(screen.getByRole('button', { name: ADD_ADDRESS_BUTTON }));
    await click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: ADD_ADDRESS_BUTTON }));
  });

  it('deletes an address after a confirmation, and Keep keeps it', async () => {
    setup([address(1), address(2)]);
    await click(screen.getByRole('button', { name: 'Delete 1 High Street, LS1 4AP' }));
    const question = screen.getByRole('group', { name: DELETE_QUESTION });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep' }));
    await click(within(question).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('group', { name: DELETE_QUESTION })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Delete 1 High Street, LS1 4AP' }),
    );
    expect(calledWith('deleteCustomerAddress')).toHaveLength(0);

    await click(screen.getByRole('button', { name: 'Delete 1 High Street, LS1 4AP' }));
    await click(
      within(screen.getByRole('group', { name: DELETE_QUESTION })).getByRole('button', { name: 'Delete' }),
    );
    expect(calledWith('deleteCustomerAddress')[0]?.args).toEqual([{ 'id:in': [1] }]);
    expect(cards()).toHaveLength(1);
    expect(list().textContent).not.toContain('1 High Street');
    await waitFor(() => expect(status()?.textContent).toBe(ADDRESS_DELETED_MESSAGE));
    // Focus goes to the next address.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit 2 High Street, LS1 4AP' }));

    await click(screen.getByRole('button', { name: 'Delete 2 High Street, LS1 4AP' }));
    await click(
      within(screen.getByRole('group', { name: DELETE_QUESTION })).getByRole('button', { name: 'Delete' }),
    );
    expect(screen.getByText(NO_ADDRESSES_MESSAGE)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: ADD_ADDRESS_BUTTON }));
  });

  it('makes another address the default: the old mark is cleared first, then the new one set', async () => {
    setup([
      address(1, { form_fields: [{ name: DEFAULT_ADDRESS_FIELD, value: 'Yes' }] }),
      address(2, { form_fields: [{ name: 'Title', value: 'Dr' }] }),
    ]);
    await click(screen.getByRole('button', { name: 'Make default 2 High Street, LS1 4AP' }));
    expect(calledWith('updateCustomerAddress').map((c) => c.args[0])).toEqual([
      { id: 1, form_fields: [] },
      {
        id: 2,
        form_fields: [
          { name: 'Title', value: 'Dr' },
          { name: DEFAULT_ADDRESS_FIELD, value: 'Yes' },
        ],
      },
    ]);
    const [first, second] = cards() as [HTMLElement, HTMLElement];
    expect(within(first).queryByText('Default')).toBeNull();
    expect(within(second).getByText('Default')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Make default 1 High Street, LS1 4AP' })).toBeTruthy();
    await waitFor(() => expect(status()?.textContent).toBe(DEFAULT_CHANGED_MESSAGE));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit 2 High Street, LS1 4AP' }));
  });

  it('records a failure in its slot and logs it: the general text on a 500, the server message on a 400', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup([address(1)]);
    failing.set('createCustomerAddress', [500, 'database down']);
    await click(screen.getByRole('button', { name: ADD_ADDRESS_BUTTON }));
    type('First name', 'Grace');
    type('Last name', 'Hopper');
    await chooseFoundAddress();
    await click(screen.getByRole('button', { name: 'Save address' }));
    expect(formFailure('Add an address')?.textContent).toBe(REGISTRATION_ERROR_MESSAGE);
    expect(REGISTRATION_ERROR_MESSAGE).toBe('An error occured. Please try again later.');
    expect(log).toHaveBeenCalledWith(
      JSON.stringify({
        level: 'error',
        event: 'address-error',
        slot: 'addAddress',
        statusCode: 500,
        message: 'database down',
      }),
    );
    expect(cards()).toHaveLength(1);

    failing.set('createCustomerAddress', [400, POSTCODE_ERROR]);
    await click(screen.getByRole('button', { name: 'Save address' }));
    expect(formFailure('Add an address')?.textContent).toBe(POSTCODE_ERROR);

    // Deleting has its own slot, shown on the page.
    failing.set('deleteCustomerAddress', [500, 'database down']);
    await click(screen.getByRole('button', { name: 'Delete 1 High Street, LS1 4AP' }));
    await click(
      within(screen.getByRole('group', { name: DELETE_QUESTION })).getByRole('button', { name: 'Delete' }),
    );
    expect(cards()).toHaveLength(1);
    const pageAlert = screen.getAllByRole('alert').find((el) => el.closest('form') === null);
    expect(pageAlert?.textContent).toBe(REGISTRATION_ERROR_MESSAGE);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('"slot":"deleteAddress"'));
  });

  it("shows the load slot's failure from the server", () => {
    setup([], REGISTRATION_ERROR_MESSAGE);
    expect(screen.getByRole('alert').textContent).toBe(REGISTRATION_ERROR_MESSAGE);
    expect(screen.queryByText(NO_ADDRESSES_MESSAGE)).toBeNull();
    expect(screen.getByRole('button', { name: ADD_ADDRESS_BUTTON })).toBeTruthy();
  });
});
