import { WRONG_CURRENT_PASSWORD } from '@wardrobe/domain-rules';
import { useAccount } from '../../lib/account/store';
import { CURRENT_PASSWORD_LABEL, DETAILS_SAVED, MyDetailsForm } from './MyDetailsForm';
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
  waitFor,
  within,
} from './stories/answers';

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    firstName: canvas.getByRole('textbox', { name: 'First name' }),
    current: canvas.getByLabelText(new RegExp(`^${CURRENT_PASSWORD_LABEL}`), { selector: 'input' }),
    save: canvas.getByRole('button', { name: 'Save Changes' }),
  };
};

const meta = {
  title: 'Storefront/Account/My details',
  component: MyDetailsForm,
  tags: ['autodocs'],
  args: {
    market: UK,
    // As the My Details page reads them from the customer (their title and date of birth are form fields).
    initial: {
      title: 'Dr',
      first_name: customer.first_name,
      last_name: customer.last_name,
      dateOfBirth: '1990-03-27',
      email: customer.email,
      phone: customer.phone,
    },
  },
  argTypes: { market: { control: false } },
  decorators: [accountColumn],
  beforeEach: prepareAccountStory,
  parameters: {
    account: 'signed-in',
    // The sandbox answers the customer as saved.
    backend: backend({
      updateCustomer: ([update]) =>
        ok({
          data: [
            {
              ...customer,
              first_name: update.first_name ?? customer.first_name,
              last_name: update.last_name ?? customer.last_name,
              email: update.email ?? customer.email,
              phone: update.phone ?? customer.phone,
            },
          ],
        }),
    }),
    docs: {
      description: {
        component:
          'Spec 001 §2 My Details, §5 “Changing personal details requires the current password”: title, names, ' +
          'date of birth, email and phone, saved with the current password (`updateCustomer`; the title and date ' +
          'travel as form fields). A wrong password is said on its field; success is announced politely.',
      },
    },
  },
} satisfies Meta<typeof MyDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new first name saved with the password: 'Your details have been saved.', the password emptied. */
export const DetailsSaved: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, firstName, current, save } = fields(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Date of birth/ })).toHaveValue('27/03/1990');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Augusta');
    await userEvent.type(current, 'GoodStuff123');
    await userEvent.click(save);
    await waitFor(() => expect(canvas.getByText(DETAILS_SAVED)).toBeVisible());
    await expect(current).toHaveValue('');
    await expect(sentTo('updateCustomer')).toEqual([
      [
        {
          first_name: 'Augusta',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          phone: '07700 900123',
          current_password: 'GoodStuff123',
          form_fields: [
            { name: 'Title', value: 'Dr' },
            { name: 'Date of Birth', value: '1990-03-27' },
          ],
        },
      ],
    ]);
    await expect(useAccount.getState().customer?.first_name).toBe('Augusta');
  },
};

/** A wrong current password: the sandbox's 400, 'The password you entered was incorrect.' on its field. */
export const WrongCurrentPassword: Story = {
  parameters: { backend: backend({ updateCustomer: failed(400, WRONG_CURRENT_PASSWORD) }) },
  play: async ({ canvasElement }) => {
    const { canvas, current, save } = fields(canvasElement);
    await userEvent.type(current, 'NotMine123');
    await userEvent.click(save);
    await expect(await canvas.findByText(WRONG_CURRENT_PASSWORD)).toBeVisible();
    await expect(current).toBeInvalid();
    await expect(current).toHaveFocus();
    await expect(canvas.queryByText(DETAILS_SAVED)).toBeNull();
  },
};
