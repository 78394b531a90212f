import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ADDRESS_FINDER_POSTCODE_ERROR as SDK_POSTCODE_ERROR } from '@wardrobe/commerce-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_FINDER_ERROR_MESSAGE,
  ADDRESS_FINDER_POSTCODE_ERROR,
  ADDRESS_NOT_FOUND_MESSAGE,
  AddressFinder,
  type AddressFinderProps,
  addressesFoundMessage,
  type FoundAddress,
  formatFoundAddress,
} from './AddressFinder';

// The finder as a shopper meets it in the registration form: the browser's commerce client posts `findAddresses`
// to the middleware with `fetch`, which these tests answer as the middleware would.
const at = (n: number, line2 = ''): FoundAddress => ({
  id: `gb-sw96de-${n}`,
  addressLine1: `${n * 2 + 1} Acre Lane`,
  addressLine2: line2,
  city: 'London',
  county: 'Greater London',
  postCode: 'SW9 6DE',
  country: 'GB',
});
const FOUND = [at(1), at(2, 'Brixton'), at(3)];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderFinder(props: Partial<AddressFinderProps> = {}) {
  const onSelect = vi.fn();
  const onManual = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit} aria-label="Register">
      <AddressFinder country="GB" onSelect={onSelect} onManual={onManual} {...props} />
      <button type="submit">Register</button>
    </form>,
  );
  return { onSelect, onManual, onSubmit };
}

const postcode = () => screen.getByRole('textbox', { name: 'Search by postcode' }) as HTMLInputElement;
const findButton = () => screen.getByRole('button', { name: 'Find address' });
const status = () => screen.getByRole('status');
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function lookUp(value: string) {
  fireEvent.change(postcode(), { target: { value } });
  await act(async () => {
    fireEvent.click(findButton());
  });
}

describe('AddressFinder', () => {
  it('is a group with the postcode, Find address and manual entry, none of which submits the form', () => {
    renderFinder({ defaultPostcode: 'SW9 6DE' });
    const group = screen.getByRole('group', { name: 'Find your address' });
    expect(within(group).getByRole('textbox', { name: 'Search by postcode' })).toBe(postcode());
    expect(postcode().value).toBe('SW9 6DE');
    expect(postcode().getAttribute('autocomplete')).toBe('postal-code');
    expect(findButton().getAttribute('type')).toBe('button');
    const manual = within(group).getByRole('button', { name: 'Enter address manually' });
    expect(manual.getAttribute('type')).toBe('button');
    expect(status().textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.queryByRole('combobox', { name: 'Select your address' })).toBeNull();
  });

  it('asks for a postcode, then a valid UK one, and asks nothing until it is', async () => {
    renderFinder();
    await lookUp('  ');
    expect(postcode().getAttribute('aria-invalid')).toBe('true');
    expect(description(postcode())).toBe('Postcode cannot be empty');
    expect(document.activeElement).toBe(postcode());

    await lookUp('SW9 6D');
    expect(description(postcode())).toBe('Please enter a valid postcode');
    expect(ADDRESS_FINDER_POSTCODE_ERROR).toBe(SDK_POSTCODE_ERROR);
    expect(fetchMock).not.toHaveBeenCalled();

    // Typing clears the error.
    fireEvent.change(postcode(), { target: { value: 'SW9 6DE' } });
    expect(postcode().getAttribute('aria-invalid')).toBeNull();
  });

  it('checks only that a postcode is given for a country other than GB', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: [] }));
    renderFinder({ country: 'us', channelId: 3 });
    await lookUp('90210');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/bigcommerce/findAddresses');
    expect(JSON.parse(String(init.body))).toEqual([{ postcode: '90210', country: 'US' }]);
    expect(new Headers(init.headers).get('x-bigcommerce-channel-id')).toBe('3');
  });

  it('lists the addresses found, announces the count, and hands the chosen one to onSelect', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: FOUND }));
    const { onSelect, onSubmit } = renderFinder();
    await lookUp(' sw96de ');

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/bigcommerce/findAddresses');
    expect(JSON.parse(String(init.body))).toEqual([{ postcode: 'sw96de', country: 'GB' }]);
    expect(new Headers(init.headers).get('x-bigcommerce-channel-id')).toBe('1');

    expect(status().textContent).toBe('3 addresses found');
    const select = screen.getByRole('combobox', { name: 'Select your address' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Choose your address',
      '3 Acre Lane, London',
      '5 Acre Lane, Brixton, London',
      '7 Acre Lane, London',
    ]);
    fireEvent.change(select, { target: { value: FOUND[1]?.id } });

    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(FOUND[1]);
    expect(select.value).toBe(FOUND[1]?.id);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says when nothing is found at a valid postcode, and offers manual entry', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: [] }));
    const { onManual } = renderFinder();
    await lookUp('BX1 1LT');
    expect(status().textContent).toBe(
      'We could not find an address for this postcode. Please enter it manually.',
    );
    expect(status().textContent).toBe(ADDRESS_NOT_FOUND_MESSAGE);
    expect(screen.queryByRole('combobox', { name: 'Select your address' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Enter address manually' }));
    expect(onManual).toHaveBeenCalledTimes(1);
  });

  it('shows the spec’s error text in an alert when the lookup fails, and clears it on the next one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(answer(500, { message: 'boom', statusCode: 500 }));
    renderFinder();
    await lookUp('SW9 6DE');
    expect(screen.getByRole('alert').textContent).toBe('An error occured. Please try again later.');
    expect(ADDRESS_FINDER_ERROR_MESSAGE).toBe('An error occured. Please try again later.');
    expect(status().textContent).toBe('');

    fetchMock.mockResolvedValue(answer(200, { data: FOUND }));
    await lookUp('SW9 6DE');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(status().textContent).toBe('3 addresses found');
  });

  it('shows the server’s postcode refusal on the field', async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'Please enter a valid postcode', statusCode: 400 }));
    renderFinder({ country: 'IE' });
    await lookUp('D02');
    expect(description(postcode())).toBe('Please enter a valid postcode');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('looks up on Enter in the postcode field without submitting the surrounding form', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: FOUND }));
    const { onSubmit } = renderFinder();
    fireEvent.change(postcode(), { target: { value: 'SW9 6DE' } });
    let notCancelled = true;
    await act(async () => {
      notCancelled = fireEvent.keyDown(postcode(), { key: 'Enter', code: 'Enter' });
    });
    // The key's default action (the form's implicit submission) is prevented.
    expect(notCancelled).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(status().textContent).toBe('3 addresses found');

    // Other keys type as usual.
    expect(fireEvent.keyDown(postcode(), { key: 'A' })).toBe(true);
  });

  it('shows the button busy while asking, and asks once however often Find or Enter is pressed', async () => {
    let resolve: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    renderFinder({ defaultPostcode: 'SW9 6DE' });
    await act(async () => {
      fireEvent.click(findButton());
    });
    expect(screen.getByTestId('button-spinner')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Find your address' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      fireEvent.click(findButton());
      fireEvent.keyDown(postcode(), { key: 'Enter' });
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => resolve(answer(200, { data: FOUND })));
    expect(screen.queryByTestId('button-spinner')).toBeNull();
    expect(status().textContent).toBe('3 addresses found');
  });
});

describe('the finder’s texts', () => {
  it('counts in the singular and plural, and writes an address without an empty line', () => {
    expect(addressesFoundMessage(1)).toBe('1 address found');
    expect(addressesFoundMessage(5)).toBe('5 addresses found');
    expect(formatFoundAddress(at(1))).toBe('3 Acre Lane, London');
    expect(formatFoundAddress(at(1, 'Flat 2'))).toBe('3 Acre Lane, Flat 2, London');
  });
});
