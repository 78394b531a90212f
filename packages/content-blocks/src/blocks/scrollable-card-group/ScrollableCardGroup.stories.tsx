import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { atLeast, carouselParts, expectAllInView, expectSameHeight } from '../carousel/carouselStory.testing';
import { scrollableCardGroupFixtures as fixtures } from './fixtures';
import { ScrollableCardGroup } from './ScrollableCardGroup';
import { scrollableCardGroupSchema } from './schema';

const entry = fixtureEntries(scrollableCardGroupSchema, fixtures);

const meta = {
  title: 'Content blocks/Scrollable card group',
  component: ScrollableCardGroup,
  tags: ['autodocs'],
  argTypes: {
    title: { control: 'text' },
    titleColour: { control: 'color' },
    backgroundColour: { control: 'color' },
    cardItems: { control: 'object' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3 "Scrollable card and group", §5, §9 "Scrollable card carousel". A title and scrollable ' +
          'cards (`cardItems`, required) in a carousel that loops and scrolls one card at a time, with no ' +
          'pagination and no auto-rotation; 1¼ cards in view on phones, 3 from 768 px, 4 from 992 px, where the ' +
          'arrows are hidden when there are fewer than 5 cards. Each card is parsed with its own schema: a broken ' +
          'card is left out and logged, the group stands.',
      },
    },
  },
} satisfies Meta<typeof ScrollableCardGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Six cards: arrows at every width. By keyboard: Tab to Next, Enter moves one card; Previous from the first card
 * goes round to the last, and Next there back to the first.
 */
export const SixCards: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const { region, slides, previous, next, atSlide, atEnd, scrollable } = carouselParts(
      canvasElement,
      'Trending now',
    );
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 6',
      '2 of 6',
      '3 of 6',
      '4 of 6',
      '5 of 6',
      '6 of 6',
    ]);
    await expectTypography(within(canvasElement).getByRole('heading', { level: 2, name: 'Trending now' }), {
      fontFamily: vars.font.quisas,
      fontSize: vars.fontSize.h3,
    });
    await expect(previous).toBeVisible();
    await expect(next).toBeVisible();
    await scrollable();

    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await atSlide(1);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await atSlide(0);
    await userEvent.keyboard('{Enter}');
    await atEnd();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await atSlide(0);
    blurActiveElement(canvasElement);
  },
};

/** Four cards: from 992 px all four are in view and the arrows are hidden; below, arrows and looping. */
export const FourCards: Story = {
  args: entry('fewCards'),
  play: async ({ canvasElement }) => {
    const { track, slides, previous, next, atSlide, atEnd, scrollable } = carouselParts(
      canvasElement,
      'Four to love',
    );
    if (atLeast(canvasElement, 'lg')) {
      await expect(previous).not.toBeVisible();
      await expect(next).not.toBeVisible();
      await expectAllInView(track, slides);
      return;
    }
    await expect(next).toBeVisible();
    await scrollable();
    await waitFor(() => expect(previous).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(previous);
    await atEnd();
    await userEvent.click(next);
    await atSlide(0);
  },
};

/** No title: the carousel is named 'Cards' and the cards' headings are h2. */
export const NoTitle: Story = {
  args: entry('noTitle'),
  play: async ({ canvasElement }) => {
    const { region, track, atSlide, scrollable } = carouselParts(canvasElement, 'Cards');
    await expect(within(region).getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await expect(within(region).queryByRole('heading', { level: 3 })).toBeNull();
    await scrollable();
    track.focus();
    await userEvent.keyboard('{ArrowRight}');
    await atSlide(1);
    await userEvent.keyboard('{Home}');
    await atSlide(0);
    blurActiveElement(canvasElement);
  },
};

/** Two of five cards are broken (a script link, another content type): left out and logged; three show. */
export const WithBrokenCards: Story = {
  args: entry('withBrokenCards'),
  play: async ({ canvasElement }) => {
    const { slides } = carouselParts(canvasElement, 'Shop the edit');
    await expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    await expect(within(canvasElement).queryByText('Click me')).toBeNull();
  },
};

/** A dark group, a long title and long card words: the cards share one height, so their words line up. */
export const LongTexts: Story = {
  args: entry('longTexts'),
  play: async ({ canvasElement }) => {
    const { slides } = carouselParts(
      canvasElement,
      'Everything you need for a fortnight in the sun, from the beach to the bar and back again',
    );
    await expectSameHeight(slides.map((slide) => slide.firstElementChild as HTMLElement));
    const title = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(title).color).toBe('rgb(255, 255, 255)');
  },
};
