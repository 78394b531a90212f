import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listingHref } from './fixtures';
import { Pagination } from './Pagination';

const meta = {
  title: 'Design system/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { currentPage: 1, totalPages: 5, hrefFor: listingHref },
  argTypes: {
    currentPage: { control: { type: 'number', min: 1 } },
    totalPages: { control: { type: 'number', min: 0 } },
    hrefFor: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Page links under a listing (48 products a page, spec 000 §9): Previous, page numbers with "…" for ' +
          'long ranges, Next, in a `<nav aria-label="Pagination">`. Plain links built by `hrefFor` (e.g. from ' +
          '`buildListingQuery`), `aria-current="page"` on the current page. Server-safe.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const links = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent);

/** The first page: no Previous link, Next goes to page 2. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(links(canvasElement)).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Next']);
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', listingHref(2));
  },
};

/** A page in the middle of a long listing: the first, last and neighbouring pages, gaps between. */
export const MiddlePage: Story = {
  args: { currentPage: 10, totalPages: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(links(canvasElement)).toEqual([
      'Previous',
      'Page 1',
      'Page 9',
      'Page 10',
      'Page 11',
      'Page 20',
      'Next',
    ]);
    await expect(canvas.getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', listingHref(9));
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', listingHref(11));
  },
};

/** The last page: no Next link. */
export const LastPage: Story = {
  args: { currentPage: 20, totalPages: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Next' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', listingHref(19));
  },
};
