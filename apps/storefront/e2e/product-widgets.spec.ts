import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { call } from './shop';

// The product page's styling widget (spec 000 §2 "a styling widget with jump links") and size and fit widget
// (spec 001 §3, §7 `sizeSampling`) on the seeded catalogue: Straight Cropped Jeans (product 196) has sizes and
// lengths in three colours.
const JEANS = '/p/196/straight-cropped-jeans-300196';

/** A product page path with its colour: `/p/{id}/{slug}/{Colour_With_Underscores}`, in a market or not. */
const PRODUCT_WITH_COLOUR = /^(?:\/eu|\/us)?\/p\/\d+\/[a-z0-9-]+\/[A-Za-z]+(?:_[A-Za-z]+)*$/;

/** Presses Tab until focus is inside `target` (keyboard only, as a shopper gets there). */
async function tabInto(page: Page, target: Locator, most = 30) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

test('styling widget: outfits with jump links, each product linking to its page in a colour', async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect((await page.goto(`${JEANS}/Indigo`))?.status()).toBe(200);

  // The page's jump links reach the styling area.
  const jump = page.getByRole('navigation', { name: 'On this page' });
  const toStyling = jump.getByRole('link', { name: 'Styling', exact: true });
  await expect(toStyling).toHaveAttribute('href', '#styling-widget');
  const area = page.locator('#styling-widget');
  await expect(area.getByRole('heading', { level: 2, name: 'Styling' })).toBeVisible();

  // One to three outfits, each reached by the widget's own jump links.
  const outfitLinks = area.getByRole('navigation', { name: 'Outfits' }).getByRole('link');
  await expect(outfitLinks.first()).toBeVisible();
  const outfits = await outfitLinks.count();
  expect(outfits).toBeGreaterThanOrEqual(1);
  expect(outfits).toBeLessThanOrEqual(3);
  for (let i = 0; i < outfits; i++) {
    const target = (await outfitLinks.nth(i).getAttribute('href')) ?? '';
    expect(target).toMatch(/^#outfit-196-/);
    await expect(area.locator(target).getByRole('heading', { level: 3 })).toHaveText(
      (await outfitLinks.nth(i).textContent()) ?? '',
    );
  }

  // Every product links to its own page with a colour in the path, and that page exists.
  const pieces = area.locator('.styling__pieces').getByRole('link');
  const hrefs = await pieces.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  for (const href of hrefs) {
    expect(href).toMatch(PRODUCT_WITH_COLOUR);
    expect(href).not.toMatch(/^\/p\/196\//);
    await call(page.request, 'en', 'pageExists', [{ path: href }]);
  }
  await expectNoAxeViolations(page);

  await toStyling.click();
  await expect(page).toHaveURL(/#styling-widget$/);
  await outfitLinks.first().click();
  await expect(page).toHaveURL(/#outfit-196-[a-z-]+$/);

  // A product of an outfit opens in the colour the outfit shows it in.
  const first = pieces.first();
  const name = (await first.textContent())?.trim() ?? '';
  const href = hrefs[0] as string;
  const colour = decodeURIComponent(href.split('/').at(-1) ?? '').replaceAll('_', ' ');
  await first.click();
  // The product page then writes its default size to the query.
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('main')).toHaveAttribute('data-colour', colour);
});

test('styling widget: links in the EU market stay in the market', async ({ page }) => {
  expect((await page.goto(`/eu${JEANS}/Indigo`))?.status()).toBe(200);
  const pieces = page.locator('#styling-widget .styling__pieces').getByRole('link');
  await expect(pieces.first()).toBeVisible();
  for (const href of await pieces.evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^\/eu\/p\//);
    expect(href).toMatch(PRODUCT_WITH_COLOUR);
  }
});

test('size and fit widget: recommends a size by keyboard, and it becomes the checked Size radio', async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect((await page.goto(`${JEANS}/Mid_Wash`))?.status()).toBe(200);
  const sizes = page.getByRole('radiogroup', { name: 'Size', exact: true });
  const lengths = page.getByRole('radiogroup', { name: 'Length', exact: true });
  // The opening choice is written to the query once the island runs; stock is read again on arrival.
  await expect(page).toHaveURL(/\?Length=\w+&Size=\w+$/);
  await expect(lengths.locator('input:checked')).toHaveCount(1);
  const length = await lengths.locator('input:checked').getAttribute('value');

  // A usual size whose recommendation (the same answers through the middleware) is another size, in stock for
  // the chosen length, so choosing it shows.
  const offered = await sizes
    .locator('input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  let usual: string | undefined;
  let expected: string | undefined;
  for (const candidate of offered) {
    const { data } = await call(page.request, 'en', 'sizeSampling', [
      {
        userId: 'anon-e2e-size-fit',
        locale: 'en_GB',
        productId: 196,
        colour: 'Mid Wash',
        answers: { usualSize: candidate, fit: 'regular' },
      },
    ]);
    const radio = sizes.getByRole('radio', { name: data.size, exact: true });
    if ((await radio.count()) === 0 || !(await radio.isEnabled()) || (await radio.isChecked())) continue;
    usual = candidate;
    expected = data.size as string;
    break;
  }
  if (!usual || !expected) throw new Error(`No usual size gives another size in stock in ${length}`);

  // Keyboard only: to 'Find my size', open, answer, ask.
  const finder = page.getByRole('button', { name: 'Find my size' });
  // Start from the area's heading (a click there sets where Tab goes next, as reading down the page does).
  await page.locator('#size-and-fit-title').click();
  await tabInto(page, finder);
  await expect(finder).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Find my size' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Native radios: one Tab stop; Space checks the focused one, the arrow keys move and check.
  const usualSizes = dialog.getByRole('radiogroup', { name: 'Your usual size' });
  const usualRadio = usualSizes.getByRole('radio', { name: usual, exact: true });
  await tabInto(page, usualSizes);
  await page.keyboard.press('Space');
  for (let i = 0; i < offered.length && !(await usualRadio.isChecked()); i++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(usualRadio).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Regular', exact: true })).toBeChecked();

  const ask = dialog.getByRole('button', { name: 'Get my size' });
  await tabInto(page, ask);
  await page.keyboard.press('Enter');
  const status = dialog.getByRole('status');
  await expect(status).toContainText(`We recommend size ${expected}.`);
  await expect(status).toContainText(`Size ${expected} is now selected.`);
  await expectNoAxeViolations(page);

  // Escape closes it and gives focus back; the recommended size is the checked Size radio, in the query too.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(finder).toBeFocused();
  await expect(sizes.getByRole('radio', { name: expected, exact: true })).toBeChecked();
  await expect(lengths.getByRole('radio', { name: length ?? '', exact: true })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`[?&]Size=${expected}(?:&|$)`));
  await expect(page.locator('.size-fit')).toContainText(`We recommend size ${expected}.`);
  await expectNoAxeViolations(page);
});
