import { POSTCODE_ERROR } from '@wardrobe/domain-rules';
import { useId, useState } from 'react';
import { AddressFields, EMPTY_ADDRESS_LINES, linesOfFound } from './AddressFields';
import {
  ADDRESS_FINDER_LEGEND,
  ADDRESS_NOT_FOUND_MESSAGE,
  AddressFinder,
  type AddressFinderProps,
  FIND_ADDRESS_BUTTON,
  SELECT_ADDRESS_LABEL,
} from './AddressFinder';
import {
  addressFinderAnswers,
  expect,
  fn,
  type Meta,
  narrowColumn,
  prepareAccountStory,
  type StoryObj,
  sentTo,
  UK_COUNTRIES,
  userEvent,
  within,
} from './stories/answers';

/**
 * The finder where the forms use it: in `AddressFields`, inside a form, the address lines shown once an address
 * is chosen (or asked for by hand) and filled with it.
 */
function FinderInAForm({ onSelect, onManual }: AddressFinderProps) {
  const id = useId();
  const [country, setCountry] = useState('GB');
  const [lines, setLines] = useState(EMPTY_ADDRESS_LINES);
  const [shown, setShown] = useState(false);
  return (
    <form
      aria-label="Your address"
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'grid', gap: '1rem' }}
    >
      <AddressFields
        id={id}
        isRequired
        countries={UK_COUNTRIES}
        country={country}
        onCountryChange={setCountry}
        lines={lines}
        onLineChange={(name, value) => setLines((l) => ({ ...l, [name]: value }))}
        linesShown={shown}
        onShowLines={() => {
          setShown(true);
          onManual();
        }}
        onFound={(found) => {
          setLines(linesOfFound(found));
          setShown(true);
          onSelect(found);
        }}
        errors={{}}
      />
    </form>
  );
}

const finder = (canvasElement: HTMLElement) => {
  const group = within(within(canvasElement).getByRole('group', { name: ADDRESS_FINDER_LEGEND }));
  return {
    group,
    postcode: group.getByRole('textbox', { name: 'Search by postcode' }),
    find: group.getByRole('button', { name: FIND_ADDRESS_BUTTON }),
  };
};

const meta = {
  title: 'Storefront/Account/Address finder',
  component: AddressFinder,
  tags: ['autodocs'],
  args: { country: 'GB', onSelect: fn(), onManual: fn() },
  argTypes: { onSelect: { control: false }, onManual: { control: false } },
  render: (args) => <FinderInAForm {...args} />,
  decorators: [narrowColumn],
  beforeEach: prepareAccountStory,
  parameters: {
    backend: addressFinderAnswers,
    docs: {
      description: {
        component:
          'Issue 20 item 4, spec 001 §5: the UK address finder of the registration form and the saved addresses. ' +
          'A postcode and ‘Find address’ (Enter in the field looks it up too, never sending the form), then the ' +
          'addresses at it in a list; choosing one fills the address lines. Shown here inside `AddressFields`, as ' +
          'the forms hold it. The lookup is `findAddresses`, answered as the sandbox does (SW9 6DE has houses on ' +
          'Acre Lane; BX postcodes have none).',
      },
    },
  },
} satisfies Meta<typeof AddressFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A postcode looked up: '3 addresses found', the list offered, and the one chosen fills the address lines. */
export const AddressChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const { group, postcode } = finder(canvasElement);
    await userEvent.type(postcode, 'SW9 6DE{Enter}');
    await expect(await group.findByRole('status')).toHaveTextContent('3 addresses found');
    const list = group.getByRole('combobox', { name: SELECT_ADDRESS_LABEL });
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose your address', '3 Acre Lane, London', '5 Acre Lane, London', '7 Acre Lane, London']);
    await userEvent.selectOptions(list, '7 Acre Lane, London');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ addressLine1: '7 Acre Lane' }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('7 Acre Lane');
    await expect(canvas.getByRole('textbox', { name: 'Town/city' })).toHaveValue('London');
    await expect(canvas.getByRole('textbox', { name: 'County (optional)' })).toHaveValue('Greater London');
    await expect(sentTo('findAddresses')).toEqual([[{ postcode: 'SW9 6DE', country: 'GB' }]]);
  },
};

/** A valid postcode with no street addresses (BX, non-geographic): it says so, and offers typing it in. */
export const NoAddressAtPostcode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const { group, postcode, find } = finder(canvasElement);
    await userEvent.type(postcode, 'BX1 1LT');
    await userEvent.click(find);
    await expect(await group.findByText(ADDRESS_NOT_FOUND_MESSAGE)).toBeVisible();
    await expect(group.queryByRole('combobox')).toBeNull();
    await userEvent.click(group.getByRole('button', { name: 'Enter address manually' }));
    await expect(args.onManual).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('');
  },
};

/** Not a UK postcode: 'Please enter a valid postcode' on the field, which keeps focus; nothing is looked up. */
export const InvalidPostcode: Story = {
  play: async ({ canvasElement }) => {
    const { group, postcode, find } = finder(canvasElement);
    await userEvent.type(postcode, 'SW96');
    await userEvent.click(find);
    await expect(await group.findByText(POSTCODE_ERROR)).toBeVisible();
    await expect(postcode).toBeInvalid();
    await expect(postcode).toHaveFocus();
    await expect(sentTo('findAddresses')).toHaveLength(0);
  },
};
