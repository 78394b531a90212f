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
    channel: { emit: (event: string, payload: unknown) => void };
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
  if (!loaded) await page.goto(`${url}/iframe.html?id=${id}&viewMode=story`);
  else
    await page.evaluate((storyId) => {
      (window as PreviewWindow).__STORYBOOK_PREVIEW__?.channel.emit('setCurrentStory', {
        storyId,
        viewMode: 'story',
      });
    }, id);
  await page.waitForFunction((storyId) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    if (render?.id !== storyId) return false;
    if (render.phase === 'errored' || render.phase === 'aborted') throw new Error(`story ${render.phase}`);
    return render.phase === 'completed' || render.phase === 'finished';
  }, id);
  await page.evaluate(() => document.fonts.ready);
}

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
        await expect(page).toHaveScreenshot(`${story.id}--${width}.png`, { fullPage: true });
      });
    }
  });
}
