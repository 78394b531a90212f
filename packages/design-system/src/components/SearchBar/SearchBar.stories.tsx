import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { SearchIcon } from '../Icon';
import { fakeSearch } from './fixtures';
import { SearchBar } from './SearchBar';

/** The bar renders in a portal on `<body>`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const openBar = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open search' }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Search' });
  const input = within(dialog).getByRole('searchbox', { name: 'Search' });
  await waitFor(() => expect(input).toHaveFocus());
  return { dialog, input };
};
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
/** Longer than the 200 ms debounce plus the fake service's 50 ms. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

const meta = {
  title: 'Design system/SearchBar',
  component: SearchBar,
  tags: ['autodocs'],
  args: {
    isOpen: false,
    onOpenChange: fn(),
    fetchResults: fn(fakeSearch(50)),
    onSubmit: fn(),
    currency: 'GBP',
    placeholder: 'Search for products',
  },
  argTypes: {
    currency: { control: 'inline-radio', options: ['GBP', 'EUR', 'USD'] },
    fetchResults: { control: false },
  },
  // The header's search button opens the bar, as in the shop; the story keeps the open state.
  render: function HeaderWithSearch(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)} aria-label="Open search">
          <SearchIcon />
        </Button>
        <SearchBar
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            args.onOpenChange(open);
            setOpen(open);
          }}
        />
      </>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'The header search bar (spec 001 §2, §4, §5; spec 000 §9): a modal overlay under the header with the ' +
          'field focused. After 200 ms of quiet typing it shows up to 10 products (320 px images, was/now prices, ' +
          'colour) and 5 suggestions; the no-results text only for terms longer than 3 characters. Enter or ' +
          'Search submits the trimmed term and closes; Escape, Close search and the backdrop close it.',
      },
    },
  },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing shows products and suggestions once the typing pauses for 200 ms. */
export const Autocomplete: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog, input } = await openBar(canvasElement);
    await userEvent.type(input, 'dress');

    const products = await within(dialog).findByRole('region', { name: 'Products' }, { timeout: 3000 });
    await expect(args.fetchResults).toHaveBeenLastCalledWith('dress', expect.anything());
    await expect(within(products).getAllByRole('link')).toHaveLength(10);
    await expect(within(products).getByRole('link', { name: 'Linen Midi Dress' })).toHaveAttribute(
      'href',
      '/product/linen-midi-dress/Sage',
    );
    const suggestions = within(dialog).getByRole('region', { name: 'Suggestions' });
    await expect(within(suggestions).getAllByRole('button')).toHaveLength(5);
    await expect(within(dialog).queryByText('No products found matching your search criteria.')).toBeNull();
  },
};

/** A short term with no results shows no message; a term longer than 3 characters shows it. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input } = await openBar(canvasElement);
    await userEvent.type(input, 'xyz');
    await settle();
    await expect(within(dialog).queryByText('No products found matching your search criteria.')).toBeNull();

    await userEvent.type(input, 'zy');
    await expect(
      await within(dialog).findByText(
        'No products found matching your search criteria.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};

/** Enter submits the trimmed term and closes the bar; a blank term does nothing. */
export const SubmitTrimmed: Story = {
  play: async ({ args, canvasElement }) => {
    const { input } = await openBar(canvasElement);
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(page(canvasElement).getByRole('dialog', { name: 'Search' })).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, '  linen dress  {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('linen dress');
    await closed(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A suggestion searches for itself. */
export const ChooseSuggestion: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog, input } = await openBar(canvasElement);
    await userEvent.type(input, 'dress');
    const suggestion = await within(dialog).findByRole('button', { name: 'dress midi' }, { timeout: 3000 });
    await userEvent.click(suggestion);
    await expect(args.onSubmit).toHaveBeenCalledWith('dress midi');
    await closed(canvasElement);
  },
};

/** Escape closes the bar (even with text typed) and focus returns to the header's button. */
export const CloseWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const { input } = await openBar(canvasElement);
    await userEvent.type(input, 'dre');
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Open search' })).toHaveFocus(),
    );
  },
};

/** The 'Close search' button closes it, and so does a click on the page behind. */
export const CloseButtonAndBackdrop: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openBar(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close search' }));
    await closed(canvasElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);

    const again = await openBar(canvasElement);
    // The dialog sits in the bar (Modal), which sits in the scrim (ModalOverlay).
    await userEvent.click(again.dialog.parentElement?.parentElement as HTMLElement);
    await closed(canvasElement);
  },
};

/** Open with results, for review and screenshots. */
export const OpenWithResults: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Search' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'midi');
    const products = await within(dialog).findByRole('region', { name: 'Products' }, { timeout: 3000 });
    await expect(within(products).getAllByRole('link')).toHaveLength(2);
    await expect(products).toHaveTextContent('Was £60.00, now £30.00');
  },
};
