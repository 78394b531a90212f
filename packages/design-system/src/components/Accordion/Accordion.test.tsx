import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionItem, type AccordionItemData } from './Accordion';

afterEach(cleanup);

const columns: AccordionItemData[] = [
  { id: 'help', title: 'Help', content: 'Delivery, returns and FAQs' },
  { id: 'about', title: 'About us', content: 'Our story and careers' },
  { id: 'shop', title: 'Shop', content: 'Women, men and gifts' },
];

const expanded = (name: string) =>
  screen.getByRole('button', { name }).getAttribute('aria-expanded') === 'true';

describe('Accordion, single mode', () => {
  it('is the default mode: opening one item closes the others', async () => {
    const user = userEvent.setup();
    render(<Accordion items={columns} />);

    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(expanded('Help')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'About us' }));
    expect(expanded('About us')).toBe(true);
    expect(expanded('Help')).toBe(false);
    expect(expanded('Shop')).toBe(false);
  });

  it('closes the open item when its title is pressed again', async () => {
    const user = userEvent.setup();
    render(<Accordion mode="single" items={columns} defaultExpandedKeys={['shop']} />);
    expect(expanded('Shop')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Shop' }));

    expect(columns.map((column) => expanded(String(column.title)))).toEqual([false, false, false]);
  });
});

describe('Accordion, multiple mode', () => {
  it('toggles items independently', async () => {
    const user = userEvent.setup();
    render(<Accordion mode="multiple" items={columns} />);

    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(screen.getByRole('button', { name: 'Shop' }));
    expect([expanded('Help'), expanded('About us'), expanded('Shop')]).toEqual([true, false, true]);

    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect([expanded('Help'), expanded('About us'), expanded('Shop')]).toEqual([false, false, true]);
  });
});

describe('Accordion', () => {
  it('renders AccordionItem children like the items array', () => {
    render(
      <Accordion defaultExpandedKeys={['about']}>
        <AccordionItem id="help" title="Help">
          Delivery, returns and FAQs
        </AccordionItem>
        <AccordionItem id="about" title="About us">
          Our story and careers
        </AccordionItem>
      </Accordion>,
    );

    expect(expanded('Help')).toBe(false);
    expect(expanded('About us')).toBe(true);
    expect(screen.getByRole('group', { name: 'About us' }).textContent).toBe('Our story and careers');
  });

  it('gives every title the heading level it is given, unless an item sets its own', () => {
    render(
      <Accordion headingLevel={2}>
        <AccordionItem id="help" title="Help">
          Delivery
        </AccordionItem>
        <AccordionItem id="about" title="About us" headingLevel={4}>
          Careers
        </AccordionItem>
      </Accordion>,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Help' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'About us' })).toBeTruthy();
  });

  it('reports the open ids and follows expandedKeys (controlled)', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    const { rerender } = render(
      <Accordion items={columns} expandedKeys={[]} onExpandedChange={onExpandedChange} />,
    );

    await user.click(screen.getByRole('button', { name: 'About us' }));
    expect(onExpandedChange).toHaveBeenCalledWith(new Set(['about']));
    expect(expanded('About us')).toBe(false);

    rerender(<Accordion items={columns} expandedKeys={['about']} onExpandedChange={onExpandedChange} />);
    expect(expanded('About us')).toBe(true);
  });

  it('moves between titles with Tab and toggles with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<Accordion mode="multiple" items={columns} />);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Help' }));
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'About us' }));
    await user.keyboard(' ');

    expect([expanded('Help'), expanded('About us'), expanded('Shop')]).toEqual([true, true, false]);
  });

  it('disables every item when the accordion is disabled', async () => {
    const user = userEvent.setup();
    render(<Accordion items={columns} isDisabled />);

    await user.click(screen.getByRole('button', { name: 'Help' }));

    expect(expanded('Help')).toBe(false);
    expect((screen.getByRole('button', { name: 'Shop' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
