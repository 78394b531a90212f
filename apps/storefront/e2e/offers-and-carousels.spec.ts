import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// Issue 22: the selling blocks as a shopper meets them on `/winter-offers` (sandbox content, written from
// commerce-sandbox `showcase.ts`): a carousel of gift picks, the Good Stuff offers with their terms, a scrollable
// card group and a shop the look.

const PAGES = [
  { market: 'UK', path: '/winter-offers', currency: '£' },
  { market: 'EU', path: '/eu/winter-offers', currency: '€' },
  { market: 'US', path: '/us/winter-offers', currency: '$' },
];

for (const { market, path, currency } of PAGES) {
  test(`the ${market} offers page shows its carousels, offers and look in its currency, and axe finds nothing`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('region', { name: 'Gift picks' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Good Stuff offers' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Winter stories' })).toBeAttached();
    // Shop the look: each product one link, named by its title and its price in the market's currency, '.00' gone.
    await expect(page.getByRole('link', { name: `Cable jumper, ${currency}65` })).toBeAttached();
    await expect(page.getByRole('link', { name: `Cream scarf, ${currency}29.50` })).toBeAttached();
    await expectNoAxeViolations(page);
  });
}

/** The first slide in view, as 'n of m': the slide the track is scrolled to (its snap point). */
async function firstInView(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((region) => {
    const slides = Array.from(region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
    const track = slides[0]?.parentElement;
    if (!track || slides.length === 0) return null;
    const origin = slides[0]?.offsetLeft ?? 0;
    const max = track.scrollWidth - track.clientWidth;
    const distances = slides.map((slide) =>
      Math.abs(Math.min(slide.offsetLeft - origin, max) - track.scrollLeft),
    );
    const index = distances.indexOf(Math.min(...distances));
    return `${index + 1} of ${slides.length}`;
  });
}

async function expectFirstInView(carousel: Locator, name: string) {
  await expect.poll(() => firstInView(carousel), { timeout: 5000 }).toBe(name);
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the gift picks carousel is operated by keyboard: next, previous, and round from the first to the last', async ({
    page,
  }) => {
    await page.goto('/winter-offers');
    const carousel = page.getByRole('region', { name: 'Gift picks' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.getByRole('group', { name: '1 of 5' })).toBeVisible();
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    await expectFirstInView(carousel, '1 of 5');

    // Keyboard only: focus the Next button by tabbing from the carousel's title.
    await page.getByRole('heading', { name: 'Gift picks' }).click();
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expectFirstInView(carousel, '2 of 5');
    await expect(carousel.getByText('Slide 2 of 5')).toBeAttached();
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expectFirstInView(carousel, '1 of 5');
    // Desktop loops above 3 cards (spec 002 §9): Previous from the first goes to the end.
    await page.keyboard.press('Enter');
    await expect(carousel.getByText(/Slide [345] of 5/)).toBeAttached();
    await expect.poll(() => firstInView(carousel)).not.toBe('1 of 5');
  });

  test("an offer's terms open in a side panel by keyboard and close with Escape, focus back on the button", async ({
    page,
  }) => {
    await page.goto('/winter-offers');
    const terms = page.getByRole('button', { name: 'Terms & Conditions for 15% off knitwear' });
    await terms.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: '15% off knitwear' });
    await expect(panel).toBeVisible();
    await expect.poll(() => panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expect(panel.getByText('One use per member, online and in our shops.')).toBeVisible();
    await expect(panel.getByText('Excludes')).toBeVisible();
    // Focus stays inside while it is open.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(terms).toBeFocused();

    // The second offer's terms link to the full delivery terms from the panel.
    await page.getByRole('button', { name: 'Delivery terms for Free delivery over £50' }).press('Enter');
    const delivery = page.getByRole('dialog', { name: 'Free delivery over £50' });
    await expect(delivery.getByRole('link', { name: 'Delivery terms' })).toHaveAttribute(
      'href',
      '/other-stuff',
    );
    // Escape closes the panel once focus has moved into it (as a keyboard user meets it).
    await expect
      .poll(() => delivery.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(delivery).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test('the gift picks carousel is a slider a shopper swipes, and its keys work too', async ({ page }) => {
    await page.goto('/winter-offers');
    const carousel = page.getByRole('region', { name: 'Gift picks' });
    await carousel.scrollIntoViewIfNeeded();
    // The mobile slider never shows buttons (spec 002 §9).
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeHidden();
    await expectFirstInView(carousel, '1 of 5');

    // A swipe from right to left with a finger (Chromium's synthetic touch gesture on the track).
    const box = await carousel.getByRole('group', { name: '1 of 5' }).boundingBox();
    if (!box) throw new Error('The first slide has no box');
    const cdp = await page.context().newCDPSession(page);
    const y = Math.round(box.y + box.height / 3);
    const from = Math.round(box.x + box.width * 0.9);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', from);
    for (let step = 1; step <= 10; step += 1)
      await touch('touchMove', from - step * Math.round(box.width * 0.07));
    await touch('touchEnd', from - Math.round(box.width * 0.7));
    await expect.poll(() => firstInView(carousel), { timeout: 5000 }).not.toBe('1 of 5');

    // The track is a tab stop whose arrow keys move one slide.
    const track = carousel.getByRole('group', { name: 'Slides' });
    await track.focus();
    await page.keyboard.press('Home');
    await expectFirstInView(carousel, '1 of 5');
    await page.keyboard.press('ArrowRight');
    await expectFirstInView(carousel, '2 of 5');
  });
});

/** Presses Tab until `target` has focus (at most 40 times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
