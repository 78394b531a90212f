import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { CarouselBlock } from './CarouselBlock';
import { atLeast, carouselParts, expectAllInView, expectSameHeight } from './carouselStory.testing';
import { carouselFixtures as fixtures } from './fixtures';
import { carouselSchema } from './schema';

const entry = fixtureEntries(carouselSchema, fixtures);

const meta = {
  title: 'Content blocks/Carousel',
  component: CarouselBlock,
  tags: ['autodocs'],
  // No shared args: a fixture that leaves a field out must not inherit another fixture's value.
  argTypes: {
    title: { control: 'text' },
    titleColour: { control: 'color' },
    backgroundColour: { control: 'color' },
    displayCarouselLayoutOnMobile: { control: 'boolean' },
    cardItems: { control: 'object' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3 "Carousel", §4, §9 "Offer/editorial carousel". A title and cards (picture, title, ' +
          'description, colours, alignment, a call to action shown only with text, link and style). From 768 px it ' +
          'loops one card at a time with Previous/Next buttons above 3 cards, and is frozen (all in view, no ' +
          'buttons) at 3 or fewer. Below 768 px it is a looping slider without buttons with ' +
          '`displayCarouselLayoutOnMobile` and more than one card; otherwise the cards stack. When no width ' +
          'scrolls, the cards are a plain list with no client code. No auto-rotation; instant under reduced motion.',
      },
    },
  },
} satisfies Meta<typeof CarouselBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Four cards, the mobile slider on. From 768 px: Tab to Next, Enter moves one card, and from the last stop loops to
 * the first; Previous from the first goes round to the last. On phones: no buttons; the arrow keys on the track
 * move one card and loop.
 */
export const FourCards: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const { region, track, slides, previous, next, atSlide, atEnd, scrollable } = carouselParts(
      canvasElement,
      'The new season edit',
    );
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    const canvas = within(canvasElement);
    await expectTypography(canvas.getByRole('heading', { level: 2, name: 'The new season edit' }), {
      fontFamily: vars.font.quisas,
      fontSize: vars.fontSize.h3,
    });
    await expectTypography(canvas.getByRole('heading', { level: 3, name: 'Linen shirts' }), {
      fontFamily: vars.font.quisas,
      fontSize: vars.fontSize.h4,
    });
    await expectTypography(canvas.getByText('Light, breathable and better with every wash.'), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.body,
    });
    await scrollable();
    blurActiveElement(canvasElement);

    if (atLeast(canvasElement, 'md')) {
      await expect(next).toBeVisible();
      await userEvent.tab();
      await expect(previous).toHaveFocus();
      await userEvent.tab();
      await expect(next).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await atEnd();
      await userEvent.keyboard('{Enter}');
      await atSlide(0);
      await userEvent.tab({ shift: true });
      await expect(previous).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await atEnd();
      await userEvent.keyboard('{Enter}');
      await atSlide(0);
    } else {
      await expect(previous).not.toBeVisible();
      await expect(next).not.toBeVisible();
      await userEvent.tab();
      await expect(track).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await atSlide(1);
      await userEvent.keyboard('{ArrowLeft}');
      await atSlide(0);
      await userEvent.keyboard('{ArrowLeft}');
      await atEnd();
      await userEvent.keyboard('{Home}');
      await atSlide(0);
    }
    blurActiveElement(canvasElement);
  },
};

/** Three cards with the mobile slider: frozen from 768 px (all in view, no buttons); a looping slider on phones. */
export const ThreeCardsFrozen: Story = {
  args: entry('fewCardsFrozen'),
  play: async ({ canvasElement }) => {
    const { track, slides, previous, next, atSlide, atEnd, scrollable } = carouselParts(
      canvasElement,
      'Three to try',
    );
    await expect(previous).not.toBeVisible();
    await expect(next).not.toBeVisible();
    if (atLeast(canvasElement, 'md')) {
      await expectAllInView(track, slides);
      return;
    }
    await scrollable();
    track.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await atEnd();
    await userEvent.keyboard('{ArrowRight}');
    await atSlide(0);
    blurActiveElement(canvasElement);
  },
};

/** Seven cards: loops at every width, one card per press; Previous from the first goes to the last. */
export const SevenCards: Story = {
  args: entry('manyCards'),
  play: async ({ canvasElement }) => {
    const { track, slides, previous, next, atSlide, atEnd, scrollable } = carouselParts(
      canvasElement,
      'Everything for summer',
    );
    await expect(slides).toHaveLength(7);
    await scrollable();
    if (atLeast(canvasElement, 'md')) {
      await waitFor(() => expect(previous).not.toHaveAttribute('aria-disabled'));
      await userEvent.click(previous);
      await atEnd();
      await userEvent.click(next);
      await atSlide(0);
      await userEvent.click(next);
      await atSlide(1);
      await userEvent.click(previous);
      await atSlide(0);
      return;
    }
    track.focus();
    await userEvent.keyboard('{ArrowRight}');
    await atSlide(1);
    await userEvent.keyboard('{ArrowLeft}');
    await atSlide(0);
    await userEvent.keyboard('{ArrowLeft}');
    await atEnd();
    blurActiveElement(canvasElement);
  },
};

/**
 * Five cards without the mobile flag: on phones they stack (nothing scrolls, no buttons); from 768 px a looping
 * carousel with its buttons.
 */
export const StackedOnPhones: Story = {
  args: entry('mobileLayoutOff'),
  play: async ({ canvasElement }) => {
    const { track, slides, previous, next, atSlide, atEnd, scrollable } = carouselParts(
      canvasElement,
      'Shop by category',
    );
    if (!atLeast(canvasElement, 'md')) {
      await expect(previous).not.toBeVisible();
      await expect(next).not.toBeVisible();
      await expect(track.scrollWidth).toBeLessThanOrEqual(track.clientWidth + 1);
      const [first, second] = slides.map((slide) => slide.getBoundingClientRect());
      await expect(second?.top).toBeGreaterThanOrEqual(first?.bottom ?? Number.POSITIVE_INFINITY);
      await expect(Math.round(first?.width ?? 0)).toBe(Math.round(track.clientWidth));
      return;
    }
    await scrollable();
    await expect(next).toBeVisible();
    await userEvent.click(next);
    await atSlide(1);
    await userEvent.click(previous);
    await atSlide(0);
    await userEvent.click(previous);
    await atEnd();
  },
};

/** Three cards without the mobile flag: no width scrolls, so a plain list; a row of three from 768 px. */
export const PlainList: Story = {
  args: entry('plainList'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(atLeast(canvasElement, 'md') ? 1 : 3);
    await expectTypography(canvas.getByRole('heading', { level: 3, name: 'Bedroom refresh' }), {
      fontFamily: vars.font.quisas,
      fontSize: vars.fontSize.h4,
    });
  },
};

/** A single card, even with the mobile flag: a list of one, a third of the row from 768 px, in the middle. */
export const SingleCard: Story = {
  args: entry('singleCard'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).toBeNull();
    const item = within(canvas.getByRole('list')).getByRole('listitem');
    await expect(within(item).getByRole('link', { name: 'Shop dresses' })).toHaveAttribute(
      'href',
      '/womens/dresses',
    );
    if (atLeast(canvasElement, 'md')) {
      const list = canvas.getByRole('list').getBoundingClientRect();
      const box = item.getBoundingClientRect();
      await expect(Math.abs(box.left - list.left - (list.right - box.right))).toBeLessThan(2);
    }
  },
};

/** No title: the carousel is named 'Cards', and the cards' titles are the headings (h2). */
export const NoTitle: Story = {
  args: entry('noTitle'),
  play: async ({ canvasElement }) => {
    const { region } = carouselParts(canvasElement, 'Cards');
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(
      within(region)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Knitwear', 'Gifts', 'Swimwear', 'Linen shirts']);
  },
};

/** Long titles and descriptions wrap inside their cards; the cards share one height, so the buttons line up. */
export const LongTexts: Story = {
  args: entry('longTexts'),
  play: async ({ canvasElement }) => {
    const { region, slides } = carouselParts(
      canvasElement,
      'Everything you need for a fortnight in the sun, from the beach to the bar and back again',
    );
    await expectSameHeight(slides.map((slide) => slide.firstElementChild as HTMLElement));
    const heading = within(region).getByRole('heading', {
      level: 3,
      name: 'Swimwear, cover-ups, kaftans and everything else for the beach',
    });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

/** Buttons missing their style or text are not shown; only the complete one is a link. */
export const IncompleteButtons: Story = {
  args: entry('incompleteCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Shop sandals']);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Linen shirts' })).toBeVisible();
  },
};
