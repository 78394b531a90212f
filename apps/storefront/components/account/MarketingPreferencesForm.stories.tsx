import { REGISTRATION_ERROR_MESSAGE } from '@wardrobe/domain-rules';
import { MARKETING_POST_LABEL } from './CreateAccountForm';
import { MarketingPreferencesForm, PREFERENCES_SAVED } from './MarketingPreferencesForm';
import { MARKETING_EMAIL_LABEL } from './registration-texts';
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
  userEvent,
  waitFor,
  within,
} from './stories/answers';

const meta = {
  title: 'Storefront/Account/Marketing preferences',
  component: MarketingPreferencesForm,
  tags: ['autodocs'],
  // The customer's form fields say email yes, post no.
  args: { initial: { email: true, post: false } },
  decorators: [accountColumn],
  beforeEach: prepareAccountStory,
  parameters: {
    account: 'signed-in',
    backend: backend({
      updateCustomerFormFields: ([fields]) =>
        ok({ data: fields.map((field) => ({ ...field, customer_id: customer.id })) }),
      updateEngagementPreferences: ([{ preferences }]) =>
        ok({
          data: {
            customer_id: customer.id,
            preferences: { email: true, sms: false, post: false, ...preferences },
          },
        }),
    }),
    docs: {
      description: {
        component:
          'Spec 001 §1, §3: the marketing preferences, email and post, with the registration’s labels. Saved ' +
          'together as the customer’s form fields and with the engagement service; the outcome is announced.',
      },
    },
  },
} satisfies Meta<typeof MarketingPreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Email off, post on, saved: both stores are told, and 'Your preferences have been saved.' */
export const PreferencesSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: MARKETING_EMAIL_LABEL }));
    await userEvent.click(canvas.getByRole('checkbox', { name: MARKETING_POST_LABEL }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(canvas.getByText(PREFERENCES_SAVED)).toBeVisible());
    await expect(sentTo('updateCustomerFormFields')).toEqual([
      [
        [
          { name: 'Preference Email', value: 'No' },
          { name: 'Preference Post', value: 'Yes' },
        ],
      ],
    ]);
    await expect(sentTo('updateEngagementPreferences')).toEqual([
      [{ preferences: { email: false, post: true } }],
    ]);
  },
};

/** The save fails: spec 001 §8's general words in an alert, and nothing said saved. */
export const SaveFailed: Story = {
  parameters: { backend: backend({ updateCustomerFormFields: failed(500, REGISTRATION_ERROR_MESSAGE) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(REGISTRATION_ERROR_MESSAGE));
    await expect(canvas.queryByText(PREFERENCES_SAVED)).toBeNull();
  },
};
