import type { Meta, StoryObj } from '@storybook/react-vite';
import { reducedMotionQuery, vars } from '@wardrobe/design-system';
import { BENEFIT_BAR_ROTATION_MS } from '@wardrobe/domain-rules';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { BenefitBar } from './BenefitBar';
import { benefitBarFixtures as fixtures } from './fixtures';
import { benefitBarSchema } from './schema';

const entry = fixtureEntries(benefitBarSchema, fixtures);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The text of the shown message: the one slide not hidden (the others are aria-hidden and inert). */
const shownText = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-block="benefit-bar"] [data-current="true"]')?.textContent;

/**
 * Under `prefers-reduced-motion: reduce` (the visual baselines emulate it) the bar pauses itself once mounted:
 * wait for that, then press Play, so each play function checks the same behaviour in both runs and ends in the
 * same state.
 */
async function startRotation(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  if (window.matchMedia(reducedMotionQuery).matches)
    await userEvent.click(await canvas.findByRole('button', { name: 'Play benefits' }));
  await expect(canvas.getByRole('button', { name: 'Pause benefits' })).toBeVisible();
}

const meta = {
  title: 'Site/Benefit bar',
  component: BenefitBar,
  tags: ['autodocs'],
  argTypes: {
    messages: { control: 'object' },
    intervalMs: { control: false, description: 'Stories and tests only; the shop uses 3.5 s.' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 001 §2, spec 002 §4, §9. Above the header: one message at a time, rotating every 3.5 s with a ' +
          '0.75 s fade, looping. Pauses while hovered or while keyboard focus is in a message; the pause/play ' +
          'button stops it for good. Starts paused under reduced motion. One message: no rotation, no button. ' +
          'Fixed height (two lines below 768 px, one from there), so it never shifts the page.',
      },
    },
  },
} satisfies Meta<typeof BenefitBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three messages at the spec's pace (3.5 s). The first is shown first, then the second; the pause button
 * turns into "Play benefits".
 */
export const Default: Story = {
  args: entry('threeMessages'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Benefits' })).toBeVisible();
    const first = canvas.getByText('Free UK delivery on orders over £50');
    await expect(shownText(canvasElement)).toBe('Free UK delivery on orders over £50');
    await expectTypography(first, { fontFamily: vars.font.athletics, fontSize: vars.fontSize.small });

    await step('the second message follows after the rotation', async () => {
      await startRotation(canvasElement);
      await waitFor(() => expect(shownText(canvasElement)).toBe('Free returns within 28 days'), {
        timeout: BENEFIT_BAR_ROTATION_MS + 1500,
      });
      // It becomes visible (and so a link to assistive technology) once the first has faded out.
      await waitFor(() =>
        expect(canvas.getByRole('link', { name: 'Free returns within 28 days' })).toBeVisible(),
      );
    });

    // End paused, so the picture taken after the play function is always the same.
    await userEvent.click(canvas.getByRole('button', { name: 'Pause benefits' }));
    await expect(canvas.getByRole('button', { name: 'Play benefits' })).toBeVisible();
  },
};

/** One message: shown as it is, no rotation and no button. */
export const SingleMessage: Story = {
  args: entry('oneMessage'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Join Good Stuff for member offers' })).toHaveAttribute(
      'href',
      '/create-account',
    );
  },
};

/** The stories' short interval (`intervalMs`, stories only), and a wait that outlasts it. */
const STORY_INTERVAL_MS = 1500;
const LONGER_THAN_A_ROTATION = STORY_INTERVAL_MS + 500;

/**
 * Every message a link. Hovering a message pauses the bar, so does keyboard focus on it (Tab reaches the pause
 * button first, then the shown message only), and the pause button stops it. To keep the story short it
 * rotates every 1.5 s (`intervalMs`, for stories only; the shop's bar uses 3.5 s).
 */
export const WithLinks: Story = {
  args: { ...entry('withLinks'), intervalMs: STORY_INTERVAL_MS },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Free Click & Collect' });
    await expect(link).toHaveAttribute('href', '/shop-finder');
    // Only the shown message is a link to assistive technology and to Tab.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    // Pause and play again: a fresh interval begins now, so the steps below start from a known moment.
    await startRotation(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause benefits' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Play benefits' }));

    await step('hovering pauses', async () => {
      await userEvent.hover(link);
      await sleep(LONGER_THAN_A_ROTATION);
      await expect(shownText(canvasElement)).toBe('Free Click & Collect');
      await userEvent.unhover(link);
    });

    await step('keyboard focus inside pauses', async () => {
      const active = canvasElement.ownerDocument.activeElement;
      if (active instanceof HTMLElement) active.blur();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Pause benefits' })).toHaveFocus();
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await sleep(LONGER_THAN_A_ROTATION);
      await expect(shownText(canvasElement)).toBe('Free Click & Collect');
    });

    await step('the pause button stops the rotation', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pause benefits' }));
      await expect(canvas.getByRole('button', { name: 'Play benefits' })).toHaveFocus();
      await sleep(LONGER_THAN_A_ROTATION);
      await expect(shownText(canvasElement)).toBe('Free Click & Collect');
    });
  },
};

/**
 * A message far longer than the bar: clipped with an ellipsis (two lines below 768 px, one above) rather than
 * growing the bar; the whole text is still the link's name.
 */
export const LongMessage: Story = {
  args: entry('longMessage'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = fixtures.longMessage.messages[0].text;
    const link = canvas.getByRole('link', { name: text });
    // Clipped: the text is taller than its box, and the box is two lines at most (one from 768 px).
    await expect(link.scrollHeight).toBeGreaterThan(link.clientHeight);
    const lineHeight = Number.parseFloat(getComputedStyle(link).lineHeight);
    await expect(link.clientHeight).toBeLessThanOrEqual(2 * lineHeight + 1);
  },
};
