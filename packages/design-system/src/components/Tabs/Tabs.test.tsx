import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

afterEach(cleanup);

function ShopTabs(props: Omit<TabsProps, 'children'>) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Shop by department">
        <Tab id="womens">Womens</Tab>
        <Tab id="mens">Mens</Tab>
        <Tab id="gifts">Gifts</Tab>
      </TabList>
      <TabPanel id="womens">New in for women</TabPanel>
      <TabPanel id="mens">New in for men</TabPanel>
      <TabPanel id="gifts">Gifts under £50</TabPanel>
    </Tabs>
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('names the tab list and selects the first tab, showing its panel', () => {
    render(<ShopTabs />);

    expect(screen.getByRole('tablist', { name: 'Shop by department' })).toBeTruthy();
    expect(selected().textContent).toBe('Womens');
    expect(screen.getByRole('tabpanel', { name: 'Womens' }).textContent).toBe('New in for women');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('shows the panel of the tab that is clicked', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<ShopTabs onSelectionChange={onSelectionChange} />);

    await user.click(screen.getByRole('tab', { name: 'Gifts' }));

    expect(selected().textContent).toBe('Gifts');
    expect(screen.getByRole('tabpanel').textContent).toBe('Gifts under £50');
    expect(onSelectionChange).toHaveBeenLastCalledWith('gifts');
  });

  it('moves with the arrow keys, wrapping at the ends, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    render(<ShopTabs />);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Womens' }));

    await user.keyboard('{ArrowRight}');
    expect(selected().textContent).toBe('Mens');
    expect(document.activeElement).toBe(selected());

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selected().textContent).toBe('Womens');

    await user.keyboard('{ArrowLeft}');
    expect(selected().textContent).toBe('Gifts');

    await user.keyboard('{Home}');
    expect(selected().textContent).toBe('Womens');

    await user.keyboard('{End}');
    expect(selected().textContent).toBe('Gifts');
    expect(screen.getByRole('tabpanel').textContent).toBe('Gifts under £50');
  });

  it('takes Tab from the selected tab into its panel', async () => {
    const user = userEvent.setup();
    render(<ShopTabs defaultSelectedKey="mens" />);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Mens' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('follows selectedKey when controlled', () => {
    const { rerender } = render(<ShopTabs selectedKey="mens" />);
    expect(selected().textContent).toBe('Mens');

    rerender(<ShopTabs selectedKey="gifts" />);
    expect(selected().textContent).toBe('Gifts');
  });

  it('skips a disabled tab', async () => {
    const user = userEvent.setup();
    render(
      <Tabs>
        <TabList aria-label="Delivery options">
          <Tab id="standard">Standard</Tab>
          <Tab id="express" isDisabled>
            Express
          </Tab>
          <Tab id="collect">Collect</Tab>
        </TabList>
        <TabPanel id="standard">3 to 5 days</TabPanel>
        <TabPanel id="express">Next day</TabPanel>
        <TabPanel id="collect">From a shop</TabPanel>
      </Tabs>,
    );

    await user.click(screen.getByRole('tab', { name: 'Express' }));
    expect(selected().textContent).toBe('Standard');

    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(selected().textContent).toBe('Collect');
  });

  it('can be named by a visible heading', () => {
    render(
      <Tabs>
        <h2 id="lookbook">Lookbook</h2>
        <TabList aria-labelledby="lookbook">
          <Tab id="spring">Spring</Tab>
        </TabList>
        <TabPanel id="spring">Spring looks</TabPanel>
      </Tabs>,
    );

    expect(screen.getByRole('tablist', { name: 'Lookbook' })).toBeTruthy();
  });

  it('will not type-check a tab list without a name', () => {
    const unnamed = (
      // @ts-expect-error: a TabList needs aria-label or aria-labelledby
      <TabList>
        <Tab id="a">A</Tab>
      </TabList>
    );
    expect(unnamed.props['aria-label']).toBeUndefined();
  });

  it('keeps caller classNames next to its own', () => {
    render(
      <Tabs className="shop-tabs">
        <TabList aria-label="Sizes" className="size-list">
          <Tab id="s" className="size-tab">
            S
          </Tab>
        </TabList>
        <TabPanel id="s" className="size-panel">
          Small
        </TabPanel>
      </Tabs>,
    );

    const classesOf = (element: Element) => element.className.split(' ');
    expect(classesOf(screen.getByRole('tablist'))).toContain('size-list');
    expect(classesOf(screen.getByRole('tab'))).toContain('size-tab');
    expect(classesOf(screen.getByRole('tabpanel'))).toContain('size-panel');
    expect(classesOf(screen.getByRole('tab')).length).toBeGreaterThan(1);
  });
});
