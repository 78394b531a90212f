import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FoundAddress } from '@wardrobe/commerce-sdk';
import {
  BILLING_ADDRESS_REQUIRED,
  DATE_OF_BIRTH_ERROR,
  PASSWORDS_DIFFER_ERROR,
  POSTCODE_ERROR,
  REGISTRATION_ERROR_MESSAGE,
} from '@wardrobe/domain-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRM_PASSWORD_LABEL, CreateAccountForm, type CreateAccountFormProps } from './CreateAccountForm';
import { MARKETING_EMAIL_LABEL } from './registration-texts';

// The full registration as a shopper fills it in; the address finder's lookup goes through the browser's
// commerce client (`fetch`), answered here as the middleware would.
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
const EU = [
  { code: 'IE', name: 'Ireland' },
  { code: 'BE', name: 'Belgium' },
];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ data: FOUND }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(props: Partial<CreateAccountFormProps> = {}) {
  const onRegister = vi.fn<CreateAccountFormProps['onRegister']>(async () => {});
  const onRegistered = vi.fn();
  render(
    <CreateAccountForm
      onRegister={onRegister}
      onRegistered={onRegistered}
      countries={UK}
      privacyPolicyHref="/privacy-policy"
      termsHref="/website-terms-of-use"
      {...props}
    />,
  );
  return { onRegister, onRegistered };
}

const form = () => screen.getByRole('form', { name: 'Create an account' });
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(textbox(name), { target: { value } });
/** A required field's label ends with its "*" marker. */
const password = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;
const details = () => within(screen.getByRole('group', { name: 'Your details' }));
const billing = () => within(screen.getByRole('group', { name: /^Billing address/ }));
const submit = () => screen.getByRole('button', { name: 'Create Account' });

async function press() {
  await act(async () => {
    fireEvent.click(submit());
  });
}

function fillPerson() {
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Email', 'ada@example.com');
  fireEvent.change(password('Password'), { target: { value: 'GoodStuff123' } });
  fireEvent.change(password(CONFIRM_PASSWORD_LABEL), { target: { value: 'GoodStuff123' } });
}

async function chooseFoundAddress() {
  const finder = within(screen.getByRole('group', { name: 'Find your address' }));
  fireEvent.change(finder.getByRole('textbox', { name: 'Search by postcode' }), {
    target: { value: 'sw96de' },
  });
  await act(async () => {
    fireEvent.click(finder.getByRole('button', { name: 'Find address' }));
  });
  await act(async () => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Select your address' }), {
      target: { value: 'gb-sw96de-1' },
    });
  });
}

describe('CreateAccountForm (the full registration)', () => {
  it('asks for the details and the address, the marketing email ticked and post not, the links in a new tab', () => {
    setup();
    expect(form()).toBeTruthy();
    expect(details().getByRole('combobox', { name: 'Title (optional)' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: MARKETING_EMAIL_LABEL }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (screen.getByRole('checkbox', { name: /Post me the Good Stuff/ }) as HTMLInputElement).checked,
    ).toBe(false);
    const privacy = screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Website Terms of Use/ }).getAttribute('href')).toBe(
      '/website-terms-of-use',
    );
    // In the UK the address is looked up first: its fields are not shown yet.
    expect(billing().getByRole('group', { name: 'Find your address' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Address line 1/ })).toBeNull();
  });

  it('names every empty field, needs the billing address, focuses the first and sends nothing', async () => {
    const { onRegister } = setup();
    await press();
    expect(screen.getByText('First name cannot be empty')).toBeTruthy();
    expect(screen.getByText('Email cannot be empty')).toBeTruthy();
    expect(screen.getByText(BILLING_ADDRESS_REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(textbox('First name'));
    expect(onRegister).not.toHaveBeenCalled();
  });

  it('asks for identical passwords and a real date of birth', async () => {
    const { onRegister } = setup();
    fillPerson();
    fireEvent.change(password(CONFIRM_PASSWORD_LABEL), { target: { value: 'GoodStuff124' } });
    type('Date of birth (optional)', '31/02/1990');
    await press();
    expect(screen.getByText(PASSWORDS_DIFFER_ERROR)).toBeTruthy();
    expect(screen.getByText(DATE_OF_BIRTH_ERROR)).toBeTruthy();
    expect(document.activeElement).toBe(password(CONFIRM_PASSWORD_LABEL));
    expect(onRegister).not.toHaveBeenCalled();
  });

  it('registers with an address chosen from the finder, and the whole payload', async () => {
    const { onRegister, onRegistered } = setup();
    fillPerson();
    fireEvent.change(details().getByRole('combobox', { name: 'Title (optional)' }), {
      target: { value: 'Dr' },
    });
    type('Date of birth (optional)', '27/03/1990');
    type('Phone (optional)', '07946 000000');
    await chooseFoundAddress();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(textbox('Address line 1').value).toBe('3 Acre Lane');
    await press();
    expect(onRegister).toHaveBeenCalledWith({
      title: 'Dr',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'GoodStuff123',
      dateOfBirth: '1990-03-27',
      phone: '07946 000000',
      preferenceEmail: true,
      preferencePost: false,
      countryIso2: 'GB',
      custom_fields: [],
      address: {
        addressLine1: '3 Acre Lane',
        addressLine2: '',
        city: 'London',
        county: 'Greater London',
        postCode: 'SW9 6DE',
        country: 'GB',
      },
    });
    expect(onRegistered).toHaveBeenCalled();
  });

  it('takes an address typed in, and refuses a UK postcode of the wrong format', async () => {
    const { onRegister } = setup();
    fillPerson();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enter address manually' }));
    });
    type('Address line 1', '1 High Street');
    type('Town/city', 'London');
    // One 'Postcode' in the form: the finder's own field is 'Search by postcode'.
    const postcode = billing().getByRole('textbox', { name: 'Postcode' }) as HTMLInputElement;
    fireEvent.change(postcode, { target: { value: 'SW96' } });
    await press();
    expect(screen.getByText(POSTCODE_ERROR)).toBeTruthy();
    expect(document.activeElement).toBe(postcode);
    expect(onRegister).not.toHaveBeenCalled();

    fireEvent.change(postcode, { target: { value: 'SW9 6DE' } });
    await press();
    expect(onRegister).toHaveBeenCalledWith(
      expect.objectContaining({
        address: expect.objectContaining({
          addressLine1: '1 High Street',
          postCode: 'SW9 6DE',
          country: 'GB',
        }),
      }),
    );
  });

  it('outside the UK has no finder: the fields show, and the country must be one of the list', async () => {
    setup({ countries: EU });
    expect(screen.queryByRole('group', { name: 'Find your address' })).toBeNull();
    expect(textbox('Address line 1')).toBeTruthy();
    const country = billing().getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(country.value).toBe('IE');
    expect([...country.options].map((o) => o.value)).toEqual(['IE', 'BE']);
  });

  it('shows an email already in use on the field until it is edited; other failures in general words', async () => {
    const onRegister = vi
      .fn<CreateAccountFormProps['onRegister']>()
      .mockRejectedValueOnce(new Error('An account already exists for this email address'))
      .mockRejectedValueOnce(new Error('database unavailable'));
    setup({ onRegister });
    fillPerson();
    await chooseFoundAddress();
    await press();
    const alerts = () =>
      within(form())
        .getAllByRole('alert')
        .map((alert) => alert.textContent)
        .filter(Boolean);
    await waitFor(() => expect(alerts()).toEqual(['An account already exists for this email address']));
    expect(textbox('Email').getAttribute('aria-invalid')).toBe('true');
    type('Email', 'ada.l@example.com');
    expect(textbox('Email').getAttribute('aria-invalid')).toBeNull();
    await press();
    await waitFor(() => expect(alerts()).toEqual([REGISTRATION_ERROR_MESSAGE]));
  });

  /** v2 (the order confirmation): the form as the order fills it in, with the passwords typed. */
  function orderOffer(address: { address1: string; city: string }) {
    const registration = setup({
      addressRequired: false,
      defaults: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', address },
    });
    fireEvent.change(password('Password'), { target: { value: 'GoodStuff123' } });
    fireEvent.change(password(CONFIRM_PASSWORD_LABEL), { target: { value: 'GoodStuff123' } });
    return registration;
  }

  it('v2 (the order confirmation): what the order knows is filled in, and the address may be left out', async () => {
    const { onRegister } = orderOffer({ address1: '', city: '' });
    expect(textbox('Email').value).toBe('ada@example.com');
    expect(screen.getByRole('group', { name: 'Billing address (optional)' })).toBeTruthy();
    await press();
    expect(onRegister).toHaveBeenCalledTimes(1);
    expect(onRegister.mock.calls[0]?.[0]).not.toHaveProperty('address');
  });

  it('v2: an address begun must be finished; only line 2 and the county are labelled optional', async () => {
    const { onRegister } = orderOffer({ address1: '12 Analytical Row', city: '' });
    expect(textbox('Address line 2 (optional)')).toBeTruthy();
    expect(textbox('County (optional)')).toBeTruthy();
    await press();
    expect(onRegister).not.toHaveBeenCalled();
    expect(textbox('Town/city').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Postcode').getAttribute('aria-invalid')).toBe('true');
  });
});
