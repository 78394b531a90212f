import { WRONG_CURRENT_PASSWORD } from '@wardrobe/domain-rules';
import {
  ChangePasswordForm,
  CONFIRM_NEW_PASSWORD_LABEL,
  NEW_PASSWORD_LABEL,
  PASSWORD_CHANGED,
} from './ChangePasswordForm';
import { CURRENT_PASSWORD_LABEL } from './MyDetailsForm';
import {
  accountColumn,
  backend,
  customer,
  expect,
  failed,
  type Meta,
  ok,
  prepareAccountStory,
  type StoryObj,
  sentTo,
  UK,
  userEvent,
  within,
} from './stories/answers';

const password = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function fillIn(canvasElement: HTMLElement, current: string, next: string) {
  await userEvent.type(password(canvasElement, CURRENT_PASSWORD_LABEL), current);
  await userEvent.type(password(canvasElement, NEW_PASSWORD_LABEL), next);
  await userEvent.type(password(canvasElement, CONFIRM_NEW_PASSWORD_LABEL), next);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Password' }));
}

const meta = {
  title: 'Storefront/Account/Change password',
  component: ChangePasswordForm,
  tags: ['autodocs'],
  args: { market: UK },
  argTypes: { market: { control: false } },
  decorators: [accountColumn],
  beforeEach: prepareAccountStory,
  parameters: {
    account: 'signed-in',
    backend: backend({ updateCustomer: ok({ data: [customer] }) }),
    docs: {
      description: {
        component:
          'Spec 001 §7 “change password uses update customer”, on My Details: the current password, the new one ' +
          '(the spec’s rule stated first) and its confirmation. The backend ends the customer’s other sessions, ' +
          'which the success message says.',
      },
    },
  },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Changed: `updateCustomer` with the current and the new password, the fields emptied, the change announced. */
export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'GoodStuff123', 'BetterStuff456');
    await expect(await within(canvasElement).findByText(PASSWORD_CHANGED)).toBeVisible();
    await expect(password(canvasElement, NEW_PASSWORD_LABEL)).toHaveValue('');
    await expect(sentTo('updateCustomer')).toEqual([
      [{ current_password: 'GoodStuff123', authentication: { new_password: 'BetterStuff456' } }],
    ]);
  },
};

/** A wrong current password: 'The password you entered was incorrect.' on that field, which takes focus. */
export const WrongCurrentPassword: Story = {
  parameters: { backend: backend({ updateCustomer: failed(400, WRONG_CURRENT_PASSWORD) }) },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'NotMine123', 'BetterStuff456');
    await expect(await within(canvasElement).findByText(WRONG_CURRENT_PASSWORD)).toBeVisible();
    await expect(password(canvasElement, CURRENT_PASSWORD_LABEL)).toHaveFocus();
    await expect(password(canvasElement, CURRENT_PASSWORD_LABEL)).toBeInvalid();
    await expect(within(canvasElement).queryByText(PASSWORD_CHANGED)).toBeNull();
  },
};
