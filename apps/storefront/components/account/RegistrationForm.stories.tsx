import { useAccount } from '../../lib/account/store';
import { RegistrationForm } from './RegistrationForm';
import { MARKETING_EMAIL_LABEL, PASSWORD_RULE_DESCRIPTION } from './registration-texts';
import {
  backend,
  expect,
  failed,
  fn,
  type Meta,
  narrowColumn,
  newMember,
  ok,
  prepareAccountStory,
  registeredAnswers,
  type StoryObj,
  sentTo,
  userEvent,
  waitFor,
  within,
} from './stories/answers';

const grace = newMember({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' });
/** The sandbox's answer for an email that has an account (409), shown as it is (spec 001 §8). */
const EMAIL_USED = 'An account already exists for this email address';

const meta = {
  title: 'Storefront/Account/Sign-up form',
  component: RegistrationForm,
  tags: ['autodocs'],
  args: {
    // As the sign-in panel and the Good Stuff sign-up block wire it: the session store's simple registration.
    onRegister: async (values) => {
      await useAccount.getState().registerSimple(values);
    },
    onRegistered: fn(),
    privacyPolicyHref: '/privacy-policy',
    termsHref: '/website-terms-of-use',
  },
  argTypes: { onRegister: { control: false }, onRegistered: { control: false } },
  decorators: [narrowColumn],
  beforeEach: prepareAccountStory,
  parameters: {
    backend: backend({
      ...registeredAnswers(grace),
      updateMarketingConsent: ok({ success: true }),
      registerCustomer: ok({ data: grace }),
    }),
    docs: {
      description: {
        component:
          'Spec 001 §4, §5: the simple registration of the sign-in panel and the Good Stuff sign-up block. First ' +
          'and last name, email, password (its rule stated first), the marketing email box ticked from the start. ' +
          'Checked on submit; the first invalid field takes focus. Registering records the email consent, ' +
          'registers, then signs in (`updateMarketingConsent`, `registerCustomer`, `syncCustomer`).',
      },
    },
  },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign Up with nothing typed: every required field's '{field_name} cannot be empty', the first focused. */
export const EmptySubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(PASSWORD_RULE_DESCRIPTION)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: MARKETING_EMAIL_LABEL })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    for (const message of [
      'First name cannot be empty',
      'Last name cannot be empty',
      'Email cannot be empty',
      'Password cannot be empty',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await expect(args.onRegistered).not.toHaveBeenCalled();
    await expect(sentTo('registerCustomer')).toHaveLength(0);
  },
};

/**
 * Filled in with the keyboard alone (Tab from field to field, Space on the box, Enter to send): the consent is
 * not recorded (the box was unticked) and `registerCustomer` gets what was typed.
 */
export const RegisteredByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'First name' }));
    await userEvent.keyboard('Grace');
    await userEvent.tab();
    await userEvent.keyboard('Hopper');
    await userEvent.tab();
    await userEvent.keyboard('grace@example.com');
    await userEvent.tab();
    await userEvent.keyboard('GoodStuff123');
    // Past the show-password button to the marketing box.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: MARKETING_EMAIL_LABEL })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: MARKETING_EMAIL_LABEL })).not.toBeChecked();
    // Past the two legal links to Sign Up.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledTimes(1));
    await expect(sentTo('registerCustomer')).toEqual([
      [
        {
          first_name: 'Grace',
          last_name: 'Hopper',
          email: 'grace@example.com',
          password: 'GoodStuff123',
          preferenceEmail: false,
        },
      ],
    ]);
    await expect(sentTo('updateMarketingConsent')).toHaveLength(0);
    await expect(useAccount.getState()).toMatchObject({ signedIn: true, customer: { first_name: 'Grace' } });
  },
};

/** An email with an account already: the server's words on the email field and in the alert (spec 001 §8). */
export const EmailAlreadyUsed: Story = {
  parameters: { backend: backend({ registerCustomer: failed(409, EMAIL_USED) }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'GoodStuff123{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(EMAIL_USED));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInvalid();
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};
