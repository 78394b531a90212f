import type { Address } from '@wardrobe/commerce-sdk';
import { POSTCODE_ERROR } from '@wardrobe/domain-rules';
import {
  ADD_ADDRESS_BUTTON,
  ADDRESS_DELETED_MESSAGE,
  ADDRESS_SAVED_MESSAGE,
  DEFAULT_ADDRESS_FIELD,
  DELETE_QUESTION,
  SavedAddressBook,
} from './SavedAddressBook';
import {
  accountColumn,
  address,
  addressFinderAnswers,
  announcementsSettled,
  backend,
  expect,
  type Meta,
  ok,
  prepareAccountStory,
  type StoryObj,
  sentTo,
  UK,
  UK_COUNTRIES,
  userEvent,
  waitFor,
  within,
} from './stories/answers';

/** The customer's book: a first address, and a second they made their default, with a flat and a phone. */
const addresses: Address[] = [
  address(1),
  address(2, {
    address1: '14 Park Avenue',
    address2: 'Flat 4',
    city: 'York',
    state_or_province: 'North Yorkshire',
    postal_code: 'YO1 7HH',
    phone: '07700 900123',
    form_fields: [{ name: DEFAULT_ADDRESS_FIELD, value: 'Yes' }],
  }),
];

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const list = () => canvas.getByRole('list', { name: 'Your addresses' });
  return {
    canvas,
    list,
    cards: () => within(list()).getAllByRole('listitem'),
    /** The book's own status (a form's address finder has one too). */
    status: () => canvas.getAllByRole('status').find((element) => element.closest('form') === null),
    /** The address's own postcode field (the finder's is 'Search by postcode'). */
    postcode: () => canvasElement.querySelector<HTMLInputElement>('input[name="postal_code"]') as HTMLElement,
  };
};

const meta = {
  title: 'Storefront/Account/Saved addresses',
  component: SavedAddressBook,
  tags: ['autodocs'],
  args: { market: UK, countries: UK_COUNTRIES, initialAddresses: addresses },
  argTypes: { market: { control: false } },
  decorators: [accountColumn],
  beforeEach: prepareAccountStory,
  parameters: {
    account: 'signed-in',
    // As the sandbox answers: every change answers the address as it now is.
    backend: backend({
      ...addressFinderAnswers,
      createCustomerAddress: ([input]) =>
        ok({
          data: [
            address(3, {
              ...input,
              address2: input.address2 ?? '',
              state_or_province: input.state_or_province ?? '',
              phone: input.phone ?? '',
              form_fields: [],
            }),
          ],
        }),
      updateCustomerAddress: ([{ id, ...change }]) => {
        const before = addresses.find((a) => a.id === Number(id)) ?? address(Number(id));
        return ok({
          data: [{ ...before, ...change, form_fields: change.form_fields ?? before.form_fields }],
        });
      },
      deleteCustomerAddress: ok({}),
    }),
    docs: {
      description: {
        component:
          'Issue 20 item 6, spec 001 §7: the Saved Addresses page’s book. The customer’s addresses, the default ' +
          'marked, each with Edit, Delete (after a confirmation in the card) and Make default; the add and edit ' +
          'form inline, with the UK address finder. Each change comes from the operation’s answer and is ' +
          'announced; focus stays where the shopper is.',
      },
    },
  },
} satisfies Meta<typeof SavedAddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: each address with its lines and country, the default marked, buttons named by the address. */
export const YourAddresses: Story = {
  play: async ({ canvasElement }) => {
    const { cards } = parts(canvasElement);
    const [first, second] = cards() as [HTMLElement, HTMLElement];
    await expect(first).toHaveTextContent('1 High Street');
    await expect(first).toHaveTextContent('United Kingdom');
    await expect(within(first).queryByText('Default')).toBeNull();
    await expect(
      within(first).getByRole('button', { name: 'Make default 1 High Street, LS1 4AP' }),
    ).toBeVisible();
    await expect(within(second).getByText('Default')).toBeVisible();
    await expect(within(second).getByText('Phone: 07700 900123')).toBeVisible();
    await expect(within(second).getByRole('button', { name: 'Edit 14 Park Avenue, YO1 7HH' })).toBeVisible();
  },
};

/** Add a new address: the form opens at its first field, the address is found by postcode, saved and listed. */
export const AddAnAddress: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, cards, status } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: ADD_ADDRESS_BUTTON }));
    const form = within(canvas.getByRole('form', { name: 'Add an address' }));
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.keyboard('Grace');
    await userEvent.type(form.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    const finder = within(form.getByRole('group', { name: 'Find your address' }));
    await userEvent.type(finder.getByRole('textbox', { name: 'Search by postcode' }), 'SW9 6DE{Enter}');
    await userEvent.selectOptions(
      await finder.findByRole('combobox', { name: 'Select your address' }),
      '3 Acre Lane, London',
    );
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(status()).toHaveTextContent(ADDRESS_SAVED_MESSAGE));
    await expect(canvas.queryByRole('form', { name: 'Add an address' })).toBeNull();
    await expect(cards()).toHaveLength(3);
    await expect(cards()[2]).toHaveTextContent('Grace Hopper');
    await expect(cards()[2]).toHaveTextContent('3 Acre Lane');
    await expect(sentTo('createCustomerAddress')).toEqual([
      [
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
      ],
    ]);
    await expect(canvas.getByRole('button', { name: ADD_ADDRESS_BUTTON })).toHaveFocus();
    await announcementsSettled(canvasElement);
  },
};

/** Edit an address in place: the new lines are saved, the card shows them, focus is back on its Edit button. */
export const EditAnAddress: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, cards, status, postcode } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit 1 High Street, LS1 4AP' }));
    const form = within(canvas.getByRole('form', { name: 'Edit address' }));
    await expect(form.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('1 High Street');
    await userEvent.clear(form.getByRole('textbox', { name: 'Address line 1' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Address line 1' }), '5 Low Road');
    await userEvent.clear(form.getByRole('textbox', { name: 'Town/city' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Town/city' }), 'Harrogate');
    await userEvent.clear(postcode());
    await userEvent.type(postcode(), 'HG1 1AA');
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(status()).toHaveTextContent(ADDRESS_SAVED_MESSAGE));
    await expect(cards()[0]).toHaveTextContent('5 Low Road');
    await expect(cards()[0]).toHaveTextContent('Harrogate');
    await expect(sentTo('updateCustomerAddress')[0]).toEqual([
      expect.objectContaining({ id: 1, address1: '5 Low Road', city: 'Harrogate', postal_code: 'HG1 1AA' }),
    ]);
    await expect(canvas.getByRole('button', { name: 'Edit 5 Low Road, HG1 1AA' })).toHaveFocus();
    await announcementsSettled(canvasElement);
  },
};

/** Delete an address: asked first in the card, then gone, announced, and focus on the next address. */
export const DeleteAnAddress: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, cards, status } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete 1 High Street, LS1 4AP' }));
    const question = within(canvas.getByRole('group', { name: DELETE_QUESTION }));
    await expect(question.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await userEvent.click(question.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(status()).toHaveTextContent(ADDRESS_DELETED_MESSAGE));
    await expect(cards()).toHaveLength(1);
    await expect(sentTo('deleteCustomerAddress')).toEqual([[{ 'id:in': [1] }]]);
    await expect(canvas.getByRole('button', { name: 'Edit 14 Park Avenue, YO1 7HH' })).toHaveFocus();
    await announcementsSettled(canvasElement);
  },
};

/** A postcode of the wrong form is refused with its message, on the field, which takes focus; nothing is sent. */
export const InvalidPostcodeRefused: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, postcode } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit 1 High Street, LS1 4AP' }));
    const form = within(canvas.getByRole('form', { name: 'Edit address' }));
    await userEvent.clear(postcode());
    await userEvent.type(postcode(), 'LS1 4A');
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));
    await expect(await form.findByText(POSTCODE_ERROR)).toBeVisible();
    await expect(postcode()).toBeInvalid();
    await expect(postcode()).toHaveFocus();
    await expect(sentTo('updateCustomerAddress')).toHaveLength(0);
  },
};
