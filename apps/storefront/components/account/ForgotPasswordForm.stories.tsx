import { ForgotPasswordForm } from './ForgotPasswordForm';
import {
  CONTINUE_SHOPPING,
  EMAIL_LABEL,
  FORGOT_HEADING,
  REQUEST_RECEIVED,
  RESET_BUTTON,
  SERVER_ERROR,
} from './password-reset-texts';
import {
  backend,
  expect,
  failed,
  focused,
  type Meta,
  ok,
  prepareAccountStory,
  type StoryObj,
  sentTo,
  UK,
  userEvent,
  waitFor,
  within,
} from './stories/answers';

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    email: canvas.getByRole('textbox', { name: EMAIL_LABEL }),
    submit: canvas.getByRole('button', { name: RESET_BUTTON }),
  };
};

const meta = {
  title: 'Storefront/Account/Forgot password',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  args: { market: UK },
  argTypes: { market: { control: false }, onContinue: { control: false } },
  beforeEach: prepareAccountStory,
  // The sandbox answers `{ success: true }` for any well-formed email: nothing tells whether an account exists.
  parameters: {
    backend: backend({ requestResetPassword: ok({ success: true }) }),
    docs: {
      description: {
        component:
          'Spec 001 §2, §5, §8: the forgot-password page (and, with `onContinue`, the side panel). The heading ' +
          '‘Forgotten your password?’, an email field, ‘Reset my password’ and a link to the Customer Care Team; ' +
          'then ‘We have received your request’ with ‘Continue Shopping’. The request is `requestResetPassword`.',
      },
    },
  },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An email sent: 'We have received your request', the heading takes focus, and the email was asked for. */
export const RequestSent: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email } = fields(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: FORGOT_HEADING })).toBeVisible();
    await userEvent.type(email, 'ada@example.com{Enter}');
    const heading = await canvas.findByRole('heading', { level: 1, name: REQUEST_RECEIVED });
    await waitFor(() => expect(focused(canvasElement)).toBe(heading));
    await expect(canvas.getByText(/may take up to 10 minutes/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: CONTINUE_SHOPPING })).toHaveAttribute('href', '/');
    await expect(sentTo('requestResetPassword')).toEqual([[{ email: 'ada@example.com' }]]);
  },
};

/** An empty email asks for it; one of the wrong form says 'Invalid email address'; nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email, submit } = fields(canvasElement);
    await userEvent.click(submit);
    await expect(await canvas.findByText('Email address cannot be empty')).toBeVisible();
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'ada.example.com');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Invalid email address')).toBeVisible();
    await expect(email).toBeInvalid();
    await expect(sentTo('requestResetPassword')).toHaveLength(0);
  },
};

/** The request fails: the form stays, and spec 001 §8's 'Server error occurred, try again later' is announced. */
export const ServerError: Story = {
  parameters: { backend: backend({ requestResetPassword: failed(503, 'Service unavailable') }) },
  play: async ({ canvasElement }) => {
    const { canvas, email } = fields(canvasElement);
    await userEvent.type(email, 'ada@example.com{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_ERROR));
    await expect(canvas.getByRole('heading', { level: 1, name: FORGOT_HEADING })).toBeVisible();
    await expect(email).toHaveValue('ada@example.com');
  },
};
