import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { renderToString } from 'react-dom/server';
import { expect, waitFor, within } from 'storybook/test';
import { fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { CountdownTimer } from './CountdownTimer';
import { countdownTimerFixtures as fixtures } from './fixtures';
import { countdownTimerSchema } from './schema';

const entry = fixtureEntries(countdownTimerSchema, fixtures);

const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

/** A clock that stands still: the stories (and their visual baselines) never depend on today's date. */
const fixedClock = (at: number) => () => at;

/**
 * A clock that starts at `start`, advances in real time for one second, then stands still. The Counting story
 * shows a real tick, yet its picture after the play function is always the same (one second later).
 * Made afresh for each render by a loader, so a re-visited story counts again.
 */
function clockAdvancingOneSecond(start: number): () => number {
  let origin: number | undefined;
  return () => {
    const real = Date.now();
    origin ??= real;
    return start + Math.min(s, Math.round((real - origin) / s) * s);
  };
}

/** The boxes as shown: ['02', '03', '04', '05']. */
const digits = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-unit]')].map((box) => box.textContent);

const meta = {
  title: 'Site/Countdown timer',
  component: CountdownTimer,
  tags: ['autodocs'],
  argTypes: {
    time: { control: 'text' },
    showTimer: { control: 'boolean' },
    countdownText: { control: 'text' },
    countdownLink: { control: 'text' },
    textColour: { control: 'inline-radio', options: ['White', 'Black'] },
    backgroundColour: { control: 'color' },
    now: {
      control: false,
      description: 'The clock (epoch ms), for stories and tests; the shop uses Date.now.',
    },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3 "Countdown", §4, §9. Shown only while `showTimer` is true; days, hours, minutes and ' +
          'seconds left to `time`, ticking every 1000 ms, all zeros and stopped at the target. The whole banner ' +
          'is a link when `countdownLink` is set. The server renders `--` in fixed boxes (no hydration ' +
          'mismatch, no layout shift). The stories pass a fixed clock (`now`), so they never depend on the date.',
      },
    },
  },
} satisfies Meta<typeof CountdownTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

const COUNTING_FROM = Date.parse(fixtures.light.time) - (2 * d + 3 * h + 4 * m + 5 * s);

/**
 * Black on a light background, the whole banner a link. The clock advances one second: the seconds count
 * down from 05 to 04. The boxes are as wide as the server's placeholders.
 */
export const Counting: Story = {
  args: entry('light'),
  loaders: [() => ({ now: clockAdvancingOneSecond(COUNTING_FROM) })],
  render: (args, { loaded }) => <CountdownTimer {...args} now={loaded.now as () => number} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', '/browse/sale');
    const timer = canvas.getByRole('timer');
    await expectTypography(canvas.getByText('Winter sale ends in'), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.body,
    });

    await step('it counts down by one second', async () => {
      await waitFor(() => expect(digits(canvasElement)).toEqual(['02', '03', '04', '05']));
      await expect(within(timer).getByText('2 days 3 hours 4 minutes 5 seconds')).toBeInTheDocument();
      await waitFor(() => expect(digits(canvasElement)).toEqual(['02', '03', '04', '04']), { timeout: 3000 });
      await expect(within(timer).getByText('2 days 3 hours 4 minutes 4 seconds')).toBeInTheDocument();
    });

    await step('the server render takes the same room (no layout shift)', async () => {
      const probe = canvasElement.ownerDocument.createElement('div');
      probe.setAttribute('aria-hidden', 'true');
      probe.innerHTML = renderToString(<CountdownTimer {...args} now={fixedClock(COUNTING_FROM)} />);
      link.parentElement?.append(probe);
      try {
        const server = probe.querySelector('[role="timer"]');
        await expect(server?.textContent).toContain('--');
        await expect(server?.getBoundingClientRect().width).toBe(timer.getBoundingClientRect().width);
        await expect(probe.firstElementChild?.getBoundingClientRect().height).toBe(
          link.getBoundingClientRect().height,
        );
      } finally {
        probe.remove();
      }
    });
  },
};

/** The time has come: all zeros, and nothing ticks. No link. */
export const Ended: Story = {
  args: { ...entry('ended'), now: fixedClock(Date.parse(fixtures.ended.time) + 3 * d) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(digits(canvasElement)).toEqual(['00', '00', '00', '00']));
    await expect(
      within(canvas.getByRole('timer')).getByText('0 days 0 hours 0 minutes 0 seconds'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** `showTimer` is false: nothing is rendered at all. */
export const Hidden: Story = {
  args: { ...entry('hidden'), now: fixedClock(Date.parse(fixtures.hidden.time) - d) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="countdown-timer"]')).toBeNull();
    await expect(within(canvasElement).queryByRole('timer')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};

/** White on black, as the shop runs it for Christmas; a fixed clock, so the numbers stand still. */
export const WhiteOnDark: Story = {
  args: {
    ...entry('default'),
    now: fixedClock(Date.parse(fixtures.default.time) - (12 * d + 5 * h + 30 * m + 15 * s)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(digits(canvasElement)).toEqual(['12', '05', '30', '15']));
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', '/browse/gifts');
    await expect(link).toHaveAccessibleName(
      'Last order for Christmas delivery 12 days 5 hours 30 minutes 15 seconds',
    );
    await expectTypography(canvasElement.querySelector('[data-unit="days"]') as HTMLElement, {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.h5,
    });
  },
};
