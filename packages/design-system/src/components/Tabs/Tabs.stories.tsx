import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/**
 * react-aria builds the tab collection after the first render, then selects the default tab: wait for a selected
 * tab before interacting.
 */
const tabsReady = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).getByRole('tab', { selected: true })).toBeInTheDocument());

const departments = [
  { id: 'womens', label: 'Womens', copy: 'New in for women: linen shirts, wide-leg trousers and sandals.' },
  { id: 'mens', label: 'Mens', copy: 'New in for men: overshirts, chinos and canvas trainers.' },
  { id: 'kids', label: 'Kids', copy: 'New in for kids: school shoes and rain jackets.' },
  { id: 'gifts', label: 'Gifts', copy: 'Gifts under £50, wrapped and ready to send.' },
];

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Shop by department">
        {departments.map((department) => (
          <Tab key={department.id} id={department.id}>
            {department.label}
          </Tab>
        ))}
      </TabList>
      {departments.map((department) => (
        <TabPanel key={department.id} id={department.id}>
          {department.copy}
        </TabPanel>
      ))}
    </Tabs>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'react-aria-components `Tabs`: a horizontal row of tabs with an underline under the selected one, ' +
          'and its panel below. Arrow keys move and select (wrapping at the ends), Home and End jump to the ' +
          'first and last tab, Tab moves into the panel. The `TabList` needs a name: `aria-label`, or ' +
          '`aria-labelledby` pointing at a visible label.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is selected; clicking another shows its panel. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabsReady(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Shop by department' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Womens' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(canvas.getByRole('tab', { name: 'Gifts' }));

    await expect(canvas.getByRole('tab', { name: 'Gifts' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Gifts' })).toHaveTextContent(/Gifts under £50/);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('gifts');

    // Back to the first tab for the screenshot.
    await userEvent.click(canvas.getByRole('tab', { name: 'Womens' }));
  },
};

/** Arrow keys select the next and previous tab (wrapping), Home and End the first and last. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selected = () => canvas.getByRole('tab', { selected: true });
    await tabsReady(canvasElement);
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Womens' })).toHaveFocus();
    await expect(selected()).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard('{ArrowRight}');
    await expect(selected()).toHaveTextContent('Mens');
    await expect(selected()).toHaveFocus();

    await userEvent.keyboard('{End}');
    await expect(selected()).toHaveTextContent('Gifts');
    await userEvent.keyboard('{ArrowRight}');
    await expect(selected()).toHaveTextContent('Womens');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(selected()).toHaveTextContent('Gifts');
    await userEvent.keyboard('{Home}');
    await expect(selected()).toHaveTextContent('Womens');

    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Womens' })).toHaveFocus();
  },
};

/** Starts on a given tab (`defaultSelectedKey`). */
export const SecondTabSelected: Story = {
  args: { defaultSelectedKey: 'mens' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabsReady(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Mens' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/overshirts/);
  },
};

/** A disabled tab can be neither clicked nor reached with the arrow keys. */
export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Delivery options">
        <Tab id="standard">Standard</Tab>
        <Tab id="express" isDisabled>
          Express
        </Tab>
        <Tab id="collect">Click and collect</Tab>
      </TabList>
      <TabPanel id="standard">3 to 5 working days.</TabPanel>
      <TabPanel id="express">Next working day.</TabPanel>
      <TabPanel id="collect">From your chosen shop in 2 days.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabsReady(canvasElement);
    const express = canvas.getByRole('tab', { name: 'Express' });
    await expect(express).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(express);
    await expect(express).toHaveAttribute('aria-selected', 'false');

    blurActiveElement(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Click and collect' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Named by a visible heading through `aria-labelledby` instead of `aria-label`. */
export const LabelledByHeading: Story = {
  render: (args) => (
    <Tabs {...args}>
      <h2 id="lookbook-heading" style={{ margin: '0 0 8px' }}>
        Lookbook
      </h2>
      <TabList aria-labelledby="lookbook-heading">
        <Tab id="spring">Spring</Tab>
        <Tab id="summer">Summer</Tab>
      </TabList>
      <TabPanel id="spring">Light layers and pastel knits.</TabPanel>
      <TabPanel id="summer">Linen, swimwear and sandals.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabsReady(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Lookbook' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Summer' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Summer' })).toHaveTextContent(/Linen/);
  },
};

/** Many tabs: on a narrow screen the row scrolls sideways, and the selected tab scrolls into view. */
export const ManyTabs: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Categories">
        {['Dresses', 'Tops', 'Knitwear', 'Jeans', 'Trousers', 'Skirts', 'Coats', 'Shoes', 'Bags'].map(
          (category) => (
            <Tab key={category} id={category.toLowerCase()}>
              {category}
            </Tab>
          ),
        )}
      </TabList>
      {['Dresses', 'Tops', 'Knitwear', 'Jeans', 'Trousers', 'Skirts', 'Coats', 'Shoes', 'Bags'].map(
        (category) => (
          <TabPanel key={category} id={category.toLowerCase()}>
            {`All ${category.toLowerCase()}`}
          </TabPanel>
        ),
      )}
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabsReady(canvasElement);
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const bags = canvas.getByRole('tab', { name: 'Bags' });
    await expect(bags).toHaveAttribute('aria-selected', 'true');
    await expect(bags).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('All bags');

    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Dresses' })).toHaveAttribute('aria-selected', 'true');
  },
};
