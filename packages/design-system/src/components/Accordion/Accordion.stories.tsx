import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Accordion, AccordionItem, type AccordionItemData } from './Accordion';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

const linkList = (links: string[]) => (
  <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
    {links.map((link) => (
      <li key={link}>
        <a href="#footer" style={{ color: 'inherit' }}>
          {link}
        </a>
      </li>
    ))}
  </ul>
);

/** Footer columns, as on small screens. */
const footerColumns: AccordionItemData[] = [
  { id: 'help', title: 'Help', content: linkList(['Delivery', 'Returns', 'FAQs']) },
  { id: 'about', title: 'About us', content: linkList(['Our story', 'Careers', 'Sustainability']) },
  { id: 'shop', title: 'Shop', content: linkList(['Womens', 'Mens', 'Shop Finder']) },
];

const meta = {
  title: 'Design system/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: {
    items: footerColumns,
    mode: 'single',
    headingLevel: 3,
    onExpandedChange: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: ['single', 'multiple'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    isDisabled: { control: 'boolean' },
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
          'react-aria-components `DisclosureGroup` of `Disclosure`s, e.g. footer columns on small screens. ' +
          'Spec 002: "In single mode, opening one closes the others. In multiple mode, they toggle ' +
          'independently." Pass `items` as data or `AccordionItem` children.',
      },
    },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

const panelOf = (button: HTMLElement) => {
  const panel = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('trigger controls no panel');
  return panel;
};

/** Single mode: opening "About us" closes "Help". */
export const SingleMode: Story = {
  play: async ({ args, canvasElement }) => {
    const help = trigger(canvasElement, 'Help');
    const about = trigger(canvasElement, 'About us');

    await userEvent.click(help);
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panelOf(help)).toBeVisible());

    await userEvent.click(about);
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(panelOf(help)).not.toBeVisible());
    await waitFor(() => expect(panelOf(about)).toBeVisible());
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['about']));
  },
};

/** Multiple mode: "Help" and "Shop" stay open together; closing one leaves the other. */
export const MultipleMode: Story = {
  args: { mode: 'multiple' },
  play: async ({ canvasElement }) => {
    const help = trigger(canvasElement, 'Help');
    const shop = trigger(canvasElement, 'Shop');
    const about = trigger(canvasElement, 'About us');

    await userEvent.click(help);
    await userEvent.click(shop);
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await expect(shop).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(about);
    await userEvent.click(about);
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panelOf(help)).toBeVisible());
    await waitFor(() => expect(panelOf(shop)).toBeVisible());
    // Closed again once its slide-up has finished.
    await waitFor(() => expect(panelOf(about)).not.toBeVisible());
  },
};

/** The first column open from the start (`defaultExpandedKeys`). */
export const FirstOpen: Story = {
  args: { defaultExpandedKeys: ['help'] },
  play: async ({ canvasElement }) => {
    const help = trigger(canvasElement, 'Help');
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await expect(within(panelOf(help)).getByRole('link', { name: 'Returns' })).toBeVisible();
  },
};

/** Tab reaches a title; Enter opens it and Tab enters its links; Shift+Tab goes back; Space closes it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const help = trigger(canvasElement, 'Help');
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await expect(help).toHaveFocus();
    await expect(help).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard('{Enter}');
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panelOf(help)).toBeVisible());
    await userEvent.tab();
    await expect(within(panelOf(help)).getByRole('link', { name: 'Delivery' })).toHaveFocus();

    await userEvent.tab({ shift: true });
    await expect(help).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(panelOf(help)).not.toBeVisible());
  },
};

/** `AccordionItem` children, one of them disabled, titles as level-two headings. */
export const WithChildren: Story = {
  args: { items: undefined, headingLevel: 2 },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem id="delivery" title="Delivery">
        Free standard delivery on orders over £50.
      </AccordionItem>
      <AccordionItem id="returns" title="Returns">
        Return anything within 28 days, free of charge.
      </AccordionItem>
      <AccordionItem id="gift" title="Gift wrap" isDisabled>
        Not available for this order.
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(trigger(canvasElement, 'Gift wrap')).toBeDisabled();

    await userEvent.click(trigger(canvasElement, 'Returns'));
    await waitFor(() => expect(canvas.getByText(/within 28 days/)).toBeVisible());
  },
};
