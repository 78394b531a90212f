import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './Link';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/** Stands in for Next's `Link`: renders an anchor and marks itself. */
function RouterLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a data-router-link="" {...props} />;
}

const meta = {
  title: 'Design system/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#size-guide', children: 'Size guide', variant: 'inline' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
  parameters: {
    docs: {
      description: {
        component:
          'A plain `<a>` (server-safe). `inline` is underlined for running text; `standalone` is bold. Absolute ' +
          'http(s) URLs (or `external`) open in a new tab with `rel="noopener noreferrer"`, an icon and the hint ' +
          '"(opens in a new tab)". `as` renders internal links through a router link such as Next\'s. A ' +
          '`javascript:` href is not rendered as a link. Focus ring on `:focus-visible`.',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Underlined inside a sentence; Tab reaches it with a focus ring. */
export const Inline: Story = {
  render: (args) => (
    <p style={{ margin: 0, maxWidth: 480 }}>
      Not sure which size to choose? Read our <Link {...args} /> before you order.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Size guide' });
    await expect(getComputedStyle(link).textDecorationLine).toContain('underline');
    blurActiveElement(canvasElement);

    await userEvent.tab();

    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
  },
};

/** On its own: bold. */
export const Standalone: Story = {
  args: { variant: 'standalone', children: 'View all dresses', href: '#dresses' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View all dresses' });
    await expect(link).not.toHaveAttribute('target');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

/** An external address: new tab, safe rel, icon and hint. */
export const External: Story = {
  args: { href: 'https://www.instagram.com/', children: 'Instagram', variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Instagram (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** An external link inside text. */
export const ExternalInline: Story = {
  render: (args) => (
    <p style={{ margin: 0, maxWidth: 480 }}>
      Our fabrics are certified by the <Link {...args} />.
    </p>
  ),
  args: { href: 'https://global-standard.org/', children: 'Global Organic Textile Standard' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: 'Global Organic Textile Standard (opens in a new tab)',
      }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** An internal route through a router link component (`as`). */
export const WithRouterLink: Story = {
  args: { as: RouterLink, href: '#womens', children: 'Womens', variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Womens' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#womens');
  },
};

/** A `javascript:` href from content is shown as text, not as a link. */
export const UnsafeHref: Story = {
  // Assembled so the linter does not take the story for a script URL in source.
  args: { href: ['java', 'script:alert(1)'].join(''), children: 'Spring offers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Spring offers')).toBeVisible();
  },
};
