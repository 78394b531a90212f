import { LOGIN_ERROR_MESSAGES } from '@wardrobe/domain-rules';
import { LOGIN_FIELDS_REQUIRED, LoginForm } from './LoginForm';
import {
  backend,
  expect,
  fn,
  type Meta,
  narrowColumn,
  ok,
  prepareAccountStory,
  type StoryObj,
  sentTo,
  signedInAnswers,
  userEvent,
  waitFor,
  within,
} from './stories/answers';

/** The sandbox's answer to a wrong password; its 5th in a row locks the account (spec 001 §4, §8). */
const wrongPassword = ok({ is_valid: false, errorMessage: 'Invalid credentials' });
const locked = ok({ is_valid: false, errorMessage: LOGIN_ERROR_MESSAGES.locked });

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    email: canvas.getByRole('textbox', { name: 'Email' }),
    password: canvas.getByLabelText('Password', { selector: 'input' }),
    submit: canvas.getByRole('button', { name: 'Sign In' }),
    alert: canvas.getByRole('alert'),
  };
};

const meta = {
  title: 'Storefront/Account/Sign-in form',
  component: LoginForm,
  tags: ['autodocs'],
  args: { forgotPasswordHref: '/forgot-password', onSignedIn: fn() },
  argTypes: { onSignedIn: { control: false }, onForgotPassword: { control: false } },
  decorators: [narrowColumn],
  beforeEach: prepareAccountStory,
  parameters: {
    docs: {
      description: {
        component:
          'Spec 001 §4, §5, §8: the login form of `/login`, the sign-in panel and the Good Stuff sign-in block. ' +
          'Email and password; the login errors in the spec’s texts, announced (role="alert") above the button. ' +
          'A locked account disables Sign In until the email is edited. The backend is answered at the browser’s ' +
          'edge (`stories/answers.tsx`): the sandbox’s answers to `loginCustomer` and what follows a sign-in.',
      },
    },
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign In with nothing typed: 'Please enter your email address and password', and nothing is sent. */
export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const { submit, alert } = fields(canvasElement);
    await userEvent.click(submit);
    await expect(alert).toHaveTextContent(LOGIN_FIELDS_REQUIRED);
    await expect(sentTo('loginCustomer')).toHaveLength(0);
  },
};

/** A wrong password: the spec's "Your email/password combination is incorrect…", and the shopper stays a guest. */
export const WrongPassword: Story = {
  parameters: { backend: backend({ loginCustomer: wrongPassword }) },
  play: async ({ args, canvasElement }) => {
    const { email, password, submit, alert } = fields(canvasElement);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(password, 'wrong-pass1');
    await userEvent.click(submit);
    await waitFor(() => expect(alert).toHaveTextContent(LOGIN_ERROR_MESSAGES.invalid));
    await expect(sentTo('loginCustomer')).toEqual([[{ email: 'ada@example.com', password: 'wrong-pass1' }]]);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(submit).toBeEnabled();
  },
};

/**
 * Five wrong passwords in a row: the fifth answer is the lockout (spec 001 §8 'The maximum number of invalid
 * logins has been exceeded…'), Sign In is disabled, and editing the email enables it again.
 */
export const LockedAfterFiveTries: Story = {
  parameters: {
    backend: backend({ loginCustomer: (_args, earlier) => (earlier >= 4 ? locked : wrongPassword) }),
  },
  play: async ({ canvasElement }) => {
    const { email, password, submit, alert } = fields(canvasElement);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(password, 'wrong-pass1');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await userEvent.click(submit);
      await waitFor(() => expect(sentTo('loginCustomer')).toHaveLength(attempt));
      if (attempt < 5) await waitFor(() => expect(alert).toHaveTextContent(LOGIN_ERROR_MESSAGES.invalid));
    }
    await waitFor(() => expect(alert).toHaveTextContent(LOGIN_ERROR_MESSAGES.locked));
    await expect(submit).toBeDisabled();
    // Another account may be meant: editing the email clears the lock's message. The picture keeps the lock.
    await userEvent.type(email, 'x');
    await expect(alert).toHaveTextContent('');
    await expect(submit).toBeEnabled();
    await userEvent.type(email, '{Backspace}');
    await userEvent.click(submit);
    await waitFor(() => expect(alert).toHaveTextContent(LOGIN_ERROR_MESSAGES.locked));
    await expect(submit).toBeDisabled();
  },
};

/**
 * A right password: `loginCustomer`, then the customer is synced and their loyalty profile read, and the form
 * hands the customer on (the page goes on to the account, the panel closes).
 */
export const SignedIn: Story = {
  parameters: { backend: backend({ ...signedInAnswers, loginCustomer: ok({ is_valid: true }) }) },
  play: async ({ args, canvasElement }) => {
    const { email, password } = fields(canvasElement);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(password, 'GoodStuff123{Enter}');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7, email: 'ada@example.com', first_name: 'Ada' }),
    );
    await expect(sentTo('loginCustomer')).toEqual([[{ email: 'ada@example.com', password: 'GoodStuff123' }]]);
    await expect(sentTo('syncCustomer')).toHaveLength(1);
    await expect(sentTo('getCustomerProfile')).toEqual([['GBP', 'ada@example.com']]);
  },
};
