import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { visualWidths as widths } from '../.storybook/modes';

const url = process.env.STORYBOOK_URL ?? 'http://127.0.0.1:6106';
const out = resolve(process.env.STORYBOOK_OUT ?? 'storybook-static');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

// Walk the built Storybook's own index, so a new story is covered (and needs a baseline) without listing it.
const index = JSON.parse(readFileSync(`${out}/index.json`, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    channel: {
      emit: (event: string, payload: unknown) => void;
      on: (event: string, listener: (payload: unknown) => void) => void;
    };
  };
};

/**
 * Show a story in the page's Storybook preview. The first story loads `iframe.html`; later ones are switched by
 * Storybook's own channel, as its test-runner does, which spares reloading the preview bundle for every picture.
 * Resolves when the story has rendered and its play function has finished, so the picture is the settled story.
 */
async function showStory(page: Page, id: string) {
  const loaded = await page
    .evaluate(() => Boolean((window as PreviewWindow).__STORYBOOK_PREVIEW__))
    .catch(() => false);
  if (!loaded) {
    await page.goto(`${url}/iframe.html?id=${id}&viewMode=story`);
    // Let the story the address opened finish before it is re-run below: remounting it halfway through its play
    // function (a sign-in typed five times, a fetch answered by its stub) left it hanging, now and then, until the
    // test's 30 s ran out.
    await page
      .waitForFunction(
        () => {
          const phase = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
          return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted';
        },
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => {});
  }
  // A play function that throws leaves the story "finished", not errored: listen for Storybook's own events, and
  // re-run the first story once listening, so a picture is never taken of a story whose play failed. The story is
  // shown when Storybook says it rendered it (`storyRendered` comes after its play function).
  type Listening = PreviewWindow & { __visualFailures?: string[]; __visualRendered?: string | null };
  const listening = await page.evaluate((storyId) => {
    const preview = window as Listening;
    const channel = preview.__STORYBOOK_PREVIEW__?.channel;
    if (!channel) return false;
    const first = preview.__visualFailures === undefined;
    if (first) {
      preview.__visualFailures = [];
      for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored']) {
        channel.on(event, (error: unknown) => {
          const message = (error as { message?: string } | undefined)?.message;
          preview.__visualFailures?.push(`${event}: ${message ?? String(error)}`);
        });
      }
      channel.on('storyRendered', (renderedId: unknown) => {
        preview.__visualRendered = typeof renderedId === 'string' ? renderedId : String(renderedId);
      });
    }
    preview.__visualFailures = [];
    preview.__visualRendered = null;
    channel.emit(first ? 'forceRemount' : 'setCurrentStory', { storyId, viewMode: 'story' });
    return true;
  }, id);
  if (!listening) throw new Error('the Storybook preview did not load');
  await page.waitForFunction((storyId) => {
    const preview = window as Listening;
    const render = preview.__STORYBOOK_PREVIEW__?.currentRender;
    const failed = preview.__visualFailures ?? [];
    if (failed.length > 0) throw new Error(`the story's play function failed: ${failed.join('; ')}`);
    if (render?.id !== storyId) return false;
    if (render.phase === 'errored' || render.phase === 'aborted') throw new Error(`story ${render.phase}`);
    return (
      preview.__visualRendered === storyId && (render.phase === 'completed' || render.phase === 'finished')
    );
  }, id);
  const failures = await page.evaluate(
    () => (window as PreviewWindow & { __visualFailures?: string[] }).__visualFailures ?? [],
  );
  if (failures.length > 0) throw new Error(`the story's play function failed: ${failures.join('; ')}`);
  await page.evaluate(() => document.fonts.ready);
  await firstSlides(page);
  await mediaSettled(page);
}

/**
 * Every carousel shows its first slide in the picture (issue 22: "each carousel's first slide stable"), whatever
 * its play function left it at: a play that pressed Next and then Previous past the first slide ends on the last
 * one, and a baseline of that would show a different card from the one a shopper first sees. Instant: the page
 * runs with reduced motion, and a smooth scroll half done is a picture of nothing in particular.
 */
async function firstSlides(page: Page) {
  await page.evaluate(() => {
    for (const carousel of Array.from(document.querySelectorAll('[aria-roledescription="carousel"]'))) {
      for (const track of Array.from(carousel.querySelectorAll<HTMLElement>('*'))) {
        if (track.scrollWidth > track.clientWidth && getComputedStyle(track).overflowX !== 'visible')
          track.scrollTo({ left: 0, behavior: 'instant' });
      }
    }
  });
  // The carousel's index follows the scroll on the next frame; its arrows' states with it.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Lazy pictures below the first 800 px are never fetched by a full-page screenshot, and a video shows its first
 * frame only once it has one: so every picture is made eager and the picture waits until each image is complete
 * and each video has a frame (or has failed), at most 10 s, so the baseline shows the block as a shopper sees it.
 */
async function mediaSettled(page: Page) {
  await page.evaluate(() => {
    for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
  });
  await page
    .waitForFunction(
      () =>
        Array.from(document.images).every((img) => img.complete) &&
        Array.from(document.querySelectorAll('video')).every(
          (video) => video.readyState >= 2 || video.error !== null || video.networkState === 3,
        ),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
}

/**
 * A story that shows a video may differ by this many pixels (the config's 10 elsewhere). The media pipeline scales
 * the decoded frame, and its anti-aliasing of the frame's sharp edges varies from run to run on a loaded machine:
 * 83 pixels along a hanger's diagonal in a 375-px text box, the rest of the story identical. A changed word is
 * usually more (a 40 × 6 px mark on the text box's card is 240 and fails); the frame stays in the baseline for a
 * designer to see.
 */
const VIDEO_MAX_DIFF_PIXELS = 150;

// One page per worker and width, reused from story to story.
for (const width of widths) {
  test.describe(`${width}px`, () => {
    test.describe.configure({ mode: 'default' });
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
    });
    test.afterAll(async () => {
      await page.close();
    });

    for (const story of stories) {
      test(`${story.title} / ${story.name}`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await showStory(page, story.id);
        const showsVideo = (await page.locator('video').count()) > 0;
        await expect(page).toHaveScreenshot(`${story.id}--${width}.png`, {
          fullPage: true,
          ...(showsVideo ? { maxDiffPixels: VIDEO_MAX_DIFF_PIXELS } : {}),
        });
      });
    }
  });
}
