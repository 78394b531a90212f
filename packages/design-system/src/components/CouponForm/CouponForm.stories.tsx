import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CouponForm, type CouponFormProps } from './CouponForm';
import { ACCEPTED_CODE, useCouponEngine } from './fixtures';

/**
 * The form wired to the stories' stand-in promotions engine (accepts WELCOME10, rejects anything else, with
 * `rejectionMessage` when given).
 */
function WithEngine({ rejectionMessage, ...args }: CouponFormProps & { rejectionMessage?: string }) {
  const engine = useCouponEngine(args);
  const status =
    engine.status?.kind === 'rejected' && rejectionMessage
      ? { ...engine.status, message: rejectionMessage }
      : engine.status;
  return <CouponForm {...args} {...engine} status={status} />;
}

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    field: canvas.getByRole('textbox', { name: 'Promo code' }),
    apply: canvas.getByRole('button', { name: 'Apply' }),
    status: canvas.getByRole('status'),
  };
};

const meta = {
  title: 'Shopping/Bag/CouponForm',
  component: CouponForm,
  tags: ['autodocs'],
  args: { onApply: fn(), onRemove: fn() },
  argTypes: { onApply: { control: false }, onRemove: { control: false } },
  render: (args) => <WithEngine {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The bag's promo code form: a react-aria `Form` with the `TextField` 'Promo code' and 'Apply'. A blank " +
          "code shows 'Promo code cannot be empty'. The caller answers through `status`: rejected marks the field " +
          "invalid with the engine's message or 'Sorry, this code is not valid' (our text); accepted is announced " +
          "in a polite live region, 'Promo code CODE applied'. Accepted codes are listed as 'CODE applied' with a " +
          "Remove button named 'Remove coupon CODE'. In these stories a stand-in engine accepts WELCOME10.",
      },
    },
  },
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Apply with nothing typed: the field says 'Promo code cannot be empty', takes focus, and nothing is applied. */
export const EmptyCode: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, field, apply } = parts(canvasElement);

    await userEvent.click(apply);

    await expect(await canvas.findByText('Promo code cannot be empty')).toBeVisible();
    await expect(field).toBeInvalid();
    await expect(field).toHaveFocus();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** WELCOME10 is accepted: announced in the live region, listed as applied, and the field is emptied. */
export const Accepted: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, field, status } = parts(canvasElement);

    await userEvent.type(field, 'welcome10{Enter}');

    await expect(args.onApply).toHaveBeenCalledWith('welcome10');
    await waitFor(() => expect(status).toHaveTextContent(`Promo code ${ACCEPTED_CODE} applied`));
    await expect(canvas.getByRole('list', { name: 'Applied promo codes' })).toHaveTextContent(
      `${ACCEPTED_CODE} applied`,
    );
    await expect(field).toHaveValue('');
    await expect(field).toBeValid();
  },
};

/** Any other code is rejected: the field is invalid with 'Sorry, this code is not valid', also announced. */
export const Rejected: Story = {
  play: async ({ args, canvasElement }) => {
    const { field, apply, status } = parts(canvasElement);

    await userEvent.type(field, 'NOPE20');
    await userEvent.click(apply);

    await expect(args.onApply).toHaveBeenCalledWith('NOPE20');
    await waitFor(() => expect(field).toBeInvalid());
    await expect(field).toHaveAccessibleDescription('Sorry, this code is not valid');
    await expect(status).toHaveTextContent('Sorry, this code is not valid');

    // Editing the code clears the old answer.
    await userEvent.type(field, '0');
    await expect(field).toBeValid();
  },
};

/** The engine's own rejection text, when it gives one. */
export const RejectedWithMessage: Story = {
  render: (args) => <WithEngine {...args} rejectionMessage="This code has expired" />,
  play: async ({ canvasElement }) => {
    const { field } = parts(canvasElement);

    await userEvent.type(field, 'SUMMER23{Enter}');

    await waitFor(() => expect(field).toHaveAccessibleDescription('This code has expired'));
  },
};

/** Applied codes with Remove: 'Remove coupon WELCOME10' calls `onRemove` with the code. */
export const WithAppliedCodes: Story = {
  args: { appliedCodes: [ACCEPTED_CODE, 'FREESHIP'] },
  play: async ({ args, canvasElement }) => {
    const { canvas } = parts(canvasElement);
    const list = canvas.getByRole('list', { name: 'Applied promo codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: `Remove coupon ${ACCEPTED_CODE}` }));

    await expect(args.onRemove).toHaveBeenCalledWith(ACCEPTED_CODE);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  },
};

/** While promotions sync: Apply shows its spinner and ignores presses. */
export const Pending: Story = {
  args: { isPending: true },
  render: (args) => <CouponForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const { canvas, field } = parts(canvasElement);
    const apply = canvas.getByRole('button', { name: /Apply/ });
    await expect(apply).toHaveAttribute('aria-disabled', 'true');

    await userEvent.type(field, 'WELCOME10');
    await userEvent.click(apply);

    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
