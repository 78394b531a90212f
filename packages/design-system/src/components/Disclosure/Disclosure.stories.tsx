import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Disclosure } from './Disclosure';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

const panelOf = (trigger: HTMLElement) => {
  const panel = trigger.ownerDocument.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('trigger controls no panel');
  return panel;
};

const meta = {
  title: 'Design system/Disclosure',
  component: Disclosure,
  tags: ['autodocs'],
  args: {
    title: 'Delivery',
    children: 'Free standard delivery on orders over £50. Express delivery arrives the next working day.',
    headingLevel: 3,
    onExpandedChange: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    isDisabled: { control: 'boolean' },
    defaultExpanded: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'react-aria-components `Disclosure`: a title row that expands and collapses its panel. The trigger ' +
          'sits in a heading (`headingLevel`, h3 by default), the chevron turns when open, and Enter or Space ' +
          'toggles it. Uncontrolled (`defaultExpanded`) or controlled (`isExpanded` + `onExpandedChange`).',
      },
    },
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed at first; a click opens the panel, a second click closes it. */
export const Collapsed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Delivery' });
    const panel = panelOf(trigger);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Delivery' })).toContainElement(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel).toBeVisible());
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(panel).not.toBeVisible());
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Open from the start (`defaultExpanded`); clicking closes it. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delivery' });
    const panel = panelOf(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(within(canvasElement).getByRole('group', { name: 'Delivery' })).toBe(panel);

    await userEvent.click(trigger);
    await waitFor(() => expect(panel).not.toBeVisible());

    // Leave it as the story name says, for the screenshot.
    await userEvent.click(trigger);
    await waitFor(() => expect(panel).toBeVisible());
  },
};

/** Tab reaches the trigger (focus ring shows); Enter opens the panel and Space closes it. */
export const Keyboard: Story = {
  args: { title: 'Returns', children: 'Return anything within 28 days, free of charge.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Returns' });
    const panel = panelOf(trigger);
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel).toBeVisible());

    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(panel).not.toBeVisible());
  },
};

/** The title as a level-two heading, e.g. a section on its own in a page. */
export const HeadingLevelTwo: Story = {
  args: { headingLevel: 2, title: 'Size guide', children: 'Measure around the fullest part of your chest.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Size guide' });
    await expect(heading).toContainElement(canvas.getByRole('button', { name: 'Size guide' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Size guide' }));
    await waitFor(() => expect(canvas.getByText(/fullest part/)).toBeVisible());
  },
};

/** Disabled: exposed as disabled, skipped by Tab, and a click does not open it. */
export const Disabled: Story = {
  args: { isDisabled: true, title: 'Gift wrap', children: 'Not available for this order.' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Gift wrap' });
    await expect(trigger).toBeDisabled();

    await userEvent.click(trigger);
    blurActiveElement(canvasElement);
    await userEvent.tab();

    await expect(trigger).not.toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

/** Controlled: the page owns the open state, so a button elsewhere can open it too. */
export const Controlled: Story = {
  render: function ControlledDisclosure(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <Button variant="secondary" size="small" onPress={() => setOpen((value) => !value)}>
          {open ? 'Hide delivery details' : 'Show delivery details'}
        </Button>
        <div style={{ width: '100%' }}>
          <Disclosure
            {...args}
            isExpanded={open}
            onExpandedChange={(next) => {
              args.onExpandedChange?.(next);
              setOpen(next);
            }}
          />
        </div>
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Delivery' });
    const panel = panelOf(trigger);

    await userEvent.click(canvas.getByRole('button', { name: 'Show delivery details' }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel).toBeVisible());
    await expect(args.onExpandedChange).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(panel).not.toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Show delivery details' })).toBeInTheDocument();
  },
};
