import { CONFIRM_PASSWORD_LABEL } from './CreateAccountForm';
import { ORDER_ACCOUNT_HEADING, OrderAccountCreation } from './OrderAccountCreation';
import {
  expect,
  type Meta,
  narrowColumn,
  prepareAccountStory,
  type StoryObj,
  UK,
  UK_COUNTRIES,
  within,
} from './stories/answers';

const meta = {
  title: 'Storefront/Account/Order account creation',
  component: OrderAccountCreation,
  tags: ['autodocs'],
  args: {
    market: UK,
    countries: UK_COUNTRIES,
    // What a guest's order knows: its email, names and billing address.
    defaults: {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      phone: '07700 900456',
      address: {
        address1: '3 Acre Lane',
        address2: '',
        city: 'London',
        county: 'Greater London',
        postal_code: 'SW9 6DE',
        country_code: 'GB',
      },
    },
  },
  argTypes: { market: { control: false } },
  // The registration pages' 440 px column, the width the form is made for.
  decorators: [narrowColumn],
  beforeEach: prepareAccountStory,
  parameters: {
    docs: {
      description: {
        component:
          'Spec 001 §2 “Order confirmation offers optional account creation”, issue 20 item 9: a guest creates ' +
          'an account with what the order knows, filled in (the v2 registration; the address may be left out). ' +
          'Registering reloads the page, which then shows the order as theirs, so no story sends it.',
      },
    },
  },
} satisfies Meta<typeof OrderAccountCreation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prefilled with the order's email, names, phone and billing address; only the password is left to type. */
export const PrefilledFromTheOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: ORDER_ACCOUNT_HEADING }));
    await expect(section.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@example.com');
    await expect(section.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
    await expect(section.getByRole('textbox', { name: 'Last name' })).toHaveValue('Hopper');
    await expect(section.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('3 Acre Lane');
    await expect(section.getByRole('group', { name: 'Billing address (optional)' })).toBeVisible();
    // The group is optional; within an address only line 2 and the county are.
    await expect(section.getByRole('textbox', { name: 'Address line 2 (optional)' })).toBeVisible();
    await expect(section.getByRole('textbox', { name: 'Town/city' })).toBeVisible();
    await expect(section.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('');
    await expect(
      section.getByLabelText(new RegExp(`^${CONFIRM_PASSWORD_LABEL}`), { selector: 'input' }),
    ).toHaveValue('');
  },
};
