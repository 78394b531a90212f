import { BILLING_ADDRESS_REQUIRED } from '@wardrobe/domain-rules';
import { useAccount } from '../../lib/account/store';
import { CONFIRM_PASSWORD_LABEL, CreateAccountForm } from './CreateAccountForm';
import {
  addressFinderAnswers,
  backend,
  expect,
  fn,
  type Meta,
  narrowColumn,
  newMember,
  ok,
  prepareAccountStory,
  registeredAnswers,
  type StoryObj,
  sentTo,
  UK_COUNTRIES,
  userEvent,
  waitFor,
  within,
} from './stories/answers';

const grace = newMember({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' });

const meta = {
  title: 'Storefront/Account/Create account form',
  component: CreateAccountForm,
  tags: ['autodocs'],
  args: {
    // As `/create-account` wires it: the session store's full registration.
    onRegister: async (registration) => {
      await useAccount.getState().registerFull(registration);
    },
    onRegistered: fn(),
    countries: UK_COUNTRIES,
    privacyPolicyHref: '/privacy-policy',
    termsHref: '/website-terms-of-use',
  },
  argTypes: { onRegister: { control: false }, onRegistered: { control: false } },
  decorators: [narrowColumn],
  beforeEach: prepareAccountStory,
  parameters: {
    backend: backend({
      ...addressFinderAnswers,
      ...registeredAnswers(grace),
      registerCustomerFull: ok({ data: grace }),
    }),
    docs: {
      description: {
        component:
          'Spec 001 §4, §5: the full registration of `/create-account`. Title, names, email, password and its ' +
          'confirmation, date of birth, phone, the billing address (in the UK found by postcode, or typed), and ' +
          'the marketing preferences, email ticked. Errors show after the first submit; the first invalid field ' +
          'takes focus. Registering is `registerCustomerFull`, then the new member is signed in.',
      },
    },
  },
} satisfies Meta<typeof CreateAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create Account with nothing filled in: every required field's message and 'Billing address is required'. */
export const EmptySubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'First name cannot be empty',
      'Last name cannot be empty',
      'Email cannot be empty',
      'Password cannot be empty',
      BILLING_ADDRESS_REQUIRED,
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await expect(args.onRegistered).not.toHaveBeenCalled();
    await expect(sentTo('registerCustomerFull')).toHaveLength(0);
  },
};

/**
 * A whole registration from the keyboard: Tab from field to field, the postcode looked up with Enter, an address
 * chosen from the list (user-event cannot press a native select's arrow keys: it chooses the option), then
 * Enter. `registerCustomerFull` gets what was typed, the found address included.
 */
export const FullRegistration: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'First name' }));
    for (const [text, tabs] of [
      ['Grace', 1],
      ['Hopper', 1],
      ['grace@example.com', 1],
      // Past each password's show button.
      ['GoodStuff123', 2],
      ['GoodStuff123', 2],
      ['09/12/1990', 1],
      ['07700 900456', 2],
    ] as const) {
      await userEvent.keyboard(text);
      for (let i = 0; i < tabs; i += 1) await userEvent.tab();
    }
    const finder = within(canvas.getByRole('group', { name: 'Find your address' }));
    await expect(finder.getByRole('textbox', { name: 'Search by postcode' })).toHaveFocus();
    await userEvent.keyboard('sw9 6de{Enter}');
    const list = await canvas.findByRole('combobox', { name: 'Select your address' });
    await expect(finder.getByRole('status')).toHaveTextContent('3 addresses found');
    await userEvent.selectOptions(list, '5 Acre Lane, London');
    await expect(canvas.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('5 Acre Lane');
    // Past 'Enter address manually' to the first line, where Enter sends the form.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Address line 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledTimes(1));
    await expect(sentTo('registerCustomerFull')).toEqual([
      [
        {
          first_name: 'Grace',
          last_name: 'Hopper',
          email: 'grace@example.com',
          password: 'GoodStuff123',
          dateOfBirth: '1990-12-09',
          phone: '07700 900456',
          preferenceEmail: true,
          preferencePost: false,
          countryIso2: 'GB',
          custom_fields: [],
          address: {
            addressLine1: '5 Acre Lane',
            addressLine2: '',
            city: 'London',
            county: 'Greater London',
            postCode: 'SW9 6DE',
            country: 'GB',
          },
        },
      ],
    ]);
    await expect(sentTo('findAddresses')).toEqual([[{ postcode: 'sw9 6de', country: 'GB' }]]);
    await expect(
      canvas.getByLabelText(new RegExp(`^${CONFIRM_PASSWORD_LABEL}`), { selector: 'input' }),
    ).toHaveValue('GoodStuff123');
  },
};
