import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QuickAddOption } from '@wardrobe/domain-rules';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { announcementsNameSomething } from '../../testing/announcements';
import { colourOptions } from '../ColourSwatches/fixtures';
import { BASE_CARD, cardPicture } from '../ProductCard/fixtures';
import { ProductCard } from '../ProductCard/ProductCard';
import { loadAfter, SIZES_AND_LENGTHS, SIZES_ONLY, SOME_SOLD_OUT } from './fixtures';
import { QuickAdd } from './QuickAdd';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

const open = async (canvasElement: HTMLElement, name = 'Pleated Shirt Dress') => {
  const canvas = within(canvasElement);
  const trigger = canvas.getByRole('button', { name: `Quick add ${name}` });
  await userEvent.click(trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const sizes = await canvas.findByRole('radiogroup', { name: 'Size' });
  return { canvas, trigger, sizes };
};

const meta = {
  title: 'Design system/QuickAdd',
  component: QuickAdd,
  tags: ['autodocs'],
  args: {
    productName: 'Pleated Shirt Dress',
    loadOptions: loadAfter(SIZES_ONLY),
    onAdd: fn(),
    onOpen: fn(),
  },
  argTypes: { loadOptions: { control: false }, onAdd: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 460 }}>
        <Story />
        <p>Outside the quick add panel.</p>
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Quick add on a product card (spec 000 §4, §5). 'Quick add' (named with the product) toggles a " +
          'non-modal panel: opening loads the options and clears the selection, one panel is open at a time on ' +
          'the page, a pointer-down outside closes it, Escape closes it and returns focus to the trigger. Sizes ' +
          "with no stock are disabled ('Sold Out'); a Length picker appears when the options have lengths, " +
          "with lengths sold out in the chosen size disabled. The button reads 'Select Size' or 'Select Size " +
          "And Fit', disabled, until the choice is complete, then 'Add to Bag'; adding shows a spinner and " +
          'closes the panel; a failed add is logged and the panel stays open.',
      },
    },
  },
} satisfies Meta<typeof QuickAdd>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sizes only: the panel loads, shows six sizes and no Length picker. */
export const SizesOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, sizes } = await open(canvasElement);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(within(sizes).getAllByRole('radio')).toHaveLength(6);
    await expect(canvas.queryByRole('radiogroup', { name: 'Length' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Select Size' })).toBeDisabled();
  },
};

/** Sizes and lengths: 'Select Size And Fit' until both are chosen; Long is sold out in 10. */
export const SizesAndLengths: Story = {
  args: { productName: 'Wide Leg Trousers', loadOptions: loadAfter(SIZES_AND_LENGTHS) },
  play: async ({ canvasElement }) => {
    const { canvas, sizes } = await open(canvasElement, 'Wide Leg Trousers');
    const lengths = canvas.getByRole('radiogroup', { name: 'Length' });
    await expect(canvas.getByRole('button', { name: 'Select Size And Fit' })).toBeDisabled();

    await userEvent.click(within(sizes).getByText('10'));
    await expect(within(lengths).getByRole('radio', { name: 'Long, Sold Out' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Select Size And Fit' })).toBeDisabled();

    await userEvent.click(within(lengths).getByText('Regular'));
    await expect(canvas.getByRole('button', { name: 'Add to Bag' })).toBeEnabled();
  },
};

/** Sizes with no stock are disabled and read 'Sold Out'. */
export const SomeSoldOut: Story = {
  args: { loadOptions: loadAfter(SOME_SOLD_OUT) },
  play: async ({ canvasElement }) => {
    const { sizes } = await open(canvasElement);
    for (const size of ['10', '14', '16']) {
      await expect(within(sizes).getByRole('radio', { name: `${size}, Sold Out` })).toBeDisabled();
    }
    await expect(within(sizes).getByRole('radio', { name: '12' })).toBeEnabled();
  },
};

/** The add flow: open, 'Select Size', choose 12, 'Add to Bag', add; the panel closes. */
export const AddFlow: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, trigger, sizes } = await open(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Select Size' })).toBeDisabled();

    await userEvent.click(within(sizes).getByText('12'));
    const add = canvas.getByRole('button', { name: 'Add to Bag' });
    await expect(add).toBeEnabled();
    await userEvent.click(add);

    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).toHaveBeenCalledWith(SIZES_ONLY.find((o) => o.size_option === '12'));
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
    await announcementsNameSomething(canvasElement);
  },
};

/** By keyboard: Enter opens, Tab reaches the sizes, Escape closes and focus is back on the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Quick add Pleated Shirt Dress' });
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const sizes = await canvas.findByRole('radiogroup', { name: 'Size' });

    await userEvent.tab();
    await expect(sizes).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{ArrowRight}');

    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole('radiogroup', { name: 'Size' })).toBeNull();
  },
};

/** A click inside keeps the panel open; a pointer-down outside closes it. */
export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, trigger, sizes } = await open(canvasElement);
    await userEvent.click(within(sizes).getByText('8'));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(canvas.getByText('Outside the quick add panel.'));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** While the options load, the panel says so. */
export const Loading: Story = {
  args: { loadOptions: () => new Promise<QuickAddOption[]>(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Quick add Pleated Shirt Dress' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading sizes');
  },
};

/** One panel at a time: opening the second card's quick add closes the first's. */
export const OneAtATime: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600, minHeight: 760 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 24 }}>
      <ProductCard {...BASE_CARD} quickAdd={<QuickAdd {...args} productName={BASE_CARD.name} />} />
      <ProductCard
        {...BASE_CARD}
        productId={102}
        name="Wrap Midi Dress"
        url="/p/102/wrap-midi-dress-300102/Sage"
        colour="Sage"
        alternativeColours={colourOptions(3)}
        image={cardPicture('#9CAF88', 'Sage dress, front')}
        secondaryImage={cardPicture('#C9D4BE', 'Sage dress, back')}
        position={2}
        quickAdd={<QuickAdd {...args} productName="Wrap Midi Dress" />}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const first = await open(canvasElement, 'Pleated Shirt Dress');
    const second = await open(canvasElement, 'Wrap Midi Dress');
    await expect(first.trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(second.trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getAllByRole('radiogroup', { name: 'Size' })).toHaveLength(1);
  },
};
