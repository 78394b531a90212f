import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ProgressBar } from './ProgressBar';
import { PROGRESS_DELAY_MS } from './progress';

const meta = {
  title: 'Design system/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'react-aria-components `ProgressBar` (role `progressbar`) in two forms. With `isLoading`: the ' +
          'page-navigation bar of spec 001 ("starts after a 200 ms throttle, default duration 5000 ms"): nothing ' +
          'shows for quick loads; otherwise a thin teal bar at the top of the viewport grows towards 90 %, then ' +
          'fills and fades when loading ends. It is named "Page loading". With `value`: a labelled, determinate ' +
          'bar.',
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not loading: nothing is drawn. */
export const Idle: Story = {
  args: { isLoading: false },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, PROGRESS_DELAY_MS + 100));
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

/**
 * Loading past the 200 ms delay. A 1 s duration here (5 s by default) lets the bar reach 90 % and hold still
 * for screenshots.
 */
export const Loading: Story = {
  args: { isLoading: true, duration: 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();

    const bar = await canvas.findByRole('progressbar', { name: 'Page loading' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '90'), { timeout: 3000 });
    await expect(bar.getBoundingClientRect().top).toBe(0);
  },
};

/** A navigation that ends quickly (under 200 ms) shows nothing; a slow one shows the bar, which completes and fades. */
export const QuickAndSlowNavigation: Story = {
  args: { isLoading: false },
  render: function Navigation() {
    const [isLoading, setLoading] = useState(false);
    return (
      <div style={{ display: 'flex', gap: 12, paddingBlockStart: 12 }}>
        <Button onPress={() => setLoading(true)} isDisabled={isLoading}>
          Go to Women
        </Button>
        <Button variant="secondary" onPress={() => setLoading(false)} isDisabled={!isLoading}>
          Page ready
        </Button>
        <ProgressBar isLoading={isLoading} duration={1000} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const go = canvas.getByRole('button', { name: 'Go to Women' });
    const ready = canvas.getByRole('button', { name: 'Page ready' });

    await userEvent.click(go);
    await userEvent.click(ready);
    await new Promise((resolve) => setTimeout(resolve, PROGRESS_DELAY_MS + 200));
    await expect(canvas.queryByRole('progressbar')).toBeNull();

    await userEvent.click(go);
    const bar = await canvas.findByRole('progressbar', { name: 'Page loading' });
    await userEvent.click(ready);
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
  },
};

/** Determinate, with a visible label and value (e.g. the listing's "load more" progress). */
export const Determinate: Story = {
  args: { label: "You've viewed 24 of 96 products", value: 24, maxValue: 96, showValue: false },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <ProgressBar {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: "You've viewed 24 of 96 products" });
    await expect(bar).toHaveAttribute('aria-valuenow', '24');
    await expect(bar).toHaveAttribute('aria-valuemax', '96');
  },
};

/** Determinate with its percentage shown beside the label. */
export const DeterminateWithValue: Story = {
  args: { label: 'Uploading photo', value: 60 },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <ProgressBar {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await expect(canvas.getByText('60%')).toBeVisible();
  },
};
