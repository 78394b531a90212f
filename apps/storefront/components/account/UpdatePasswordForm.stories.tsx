import { PASSWORDS_DIFFER_ERROR, WEAK_PASSWORD_ERROR } from '@wardrobe/domain-rules';
import {
  CHANGE_BUTTON,
  CHANGE_HEADING,
  CONFIRM_PASSWORD_LABEL,
  NEW_PASSWORD_LABEL,
  PASSWORD_CHANGED,
  SIGN_IN,
} from './password-reset-texts';
import {
  backend,
  expect,
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
import { UpdatePasswordForm } from './UpdatePasswordForm';

const TOKEN = 'tok-abc_123';

/** Password inputs have no textbox role: found by their labels (a required field's ends with its marker). */
const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    password: canvas.getByLabelText(new RegExp(`^${NEW_PASSWORD_LABEL}`), { selector: 'input' }),
    confirm: canvas.getByLabelText(new RegExp(`^${CONFIRM_PASSWORD_LABEL}`), { selector: 'input' }),
    submit: canvas.getByRole('button', { name: CHANGE_BUTTON }),
  };
};

const meta = {
  title: 'Storefront/Account/Reset password',
  component: UpdatePasswordForm,
  tags: ['autodocs'],
  args: { market: UK, token: TOKEN },
  argTypes: { market: { control: false } },
  beforeEach: prepareAccountStory,
  parameters: {
    backend: backend({ resetPassword: ok({ is_valid: true }) }),
    docs: {
      description: {
        component:
          'Spec 001 §2 `/updatePassword`, opened from the reset mail for a token the page found valid: a new ' +
          'password (the spec’s rule) and its confirmation, set with `resetPassword`; then ‘Your password has ' +
          'been changed’ and a link to sign in.',
      },
    },
  },
} satisfies Meta<typeof UpdatePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Too short a password, then a confirmation that differs: each message on its field, and nothing is sent. */
export const PasswordsThatDiffer: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, password, confirm, submit } = fields(canvasElement);
    await userEvent.type(password, 'short1');
    await userEvent.type(confirm, 'short1');
    await userEvent.click(submit);
    await expect(await canvas.findByText(WEAK_PASSWORD_ERROR)).toBeVisible();
    await expect(password).toHaveFocus();

    await userEvent.clear(password);
    await userEvent.type(password, 'GoodStuff123');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'GoodStuff124');
    await userEvent.click(submit);
    await expect(await canvas.findByText(PASSWORDS_DIFFER_ERROR)).toBeVisible();
    await expect(canvas.queryByText(WEAK_PASSWORD_ERROR)).toBeNull();
    await expect(confirm).toHaveFocus();
    await expect(sentTo('resetPassword')).toHaveLength(0);
  },
};

/** Both the same and strong enough: set with the token, then the success heading (focused) and Sign in. */
export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, password, confirm } = fields(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: CHANGE_HEADING })).toBeVisible();
    await userEvent.type(password, 'GoodStuff123');
    await userEvent.type(confirm, 'GoodStuff123{Enter}');
    const heading = await canvas.findByRole('heading', { level: 1, name: PASSWORD_CHANGED });
    await waitFor(() => expect(focused(canvasElement)).toBe(heading));
    await expect(canvas.getByRole('link', { name: SIGN_IN })).toHaveAttribute('href', '/login');
    await expect(sentTo('resetPassword')).toEqual([[{ token: TOKEN, password: 'GoodStuff123' }]]);
  },
};
