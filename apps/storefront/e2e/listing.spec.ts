import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** The product links of the grid, each carrying the card's data (data-select-item). */
const productLinks = (page: Page) =>
  page.getByRole('list', { name: 'Products' }).locator('a[data-select-item]');

/** "152 products" in the toolbar → 152. */
async function resultCount(page: Page): Promise<number> {
  const text = await page
    .getByText(/^[\d,]+ products?$/)
    .first()
    .textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** The number in a checkbox's accessible name, "Black (39)" → 39. */
async function countInName(checkbox: Locator): Promise<number> {
  const snapshot = await checkbox.ariaSnapshot();
  return Number(snapshot.match(/\((\d+)\)/)?.[1]);
}

async function prices(links: Locator): Promise<number[]> {
  return (await links.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.price))).map(Number);
}

test('browse: a category from home, filter by colour and size, sort by price, page 2 and back', async ({
  page,
}) => {
  // A whole journey over five server-rendered pages, with axe twice.
  test.setTimeout(120_000);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Shop by category' })
    .getByRole('link', { name: 'Womens' })
    .click();
  await expect(page).toHaveURL(/\/browse\/womens$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Womens');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByText('Womens')).toHaveAttribute('aria-current', 'page');
  // The category header and the slot after the second row come from the content service.
  await expect(page.getByText('New season dresses, knitwear and denim')).toBeVisible();
  await expect(page.locator('.product-grid__slot')).toContainText('Free delivery on orders over £50');
  await expect(productLinks(page)).toHaveCount(48);
  const total = await resultCount(page);
  expect(total).toBeGreaterThan(48);
  await expectNoAxeViolations(page);

  // Page 2 shows other products; back to page 1.
  const firstOnPage1 = await productLinks(page).first().textContent();
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(productLinks(page).first()).not.toHaveText(firstOnPage1 ?? '');
  await page.goBack();
  await expect(page).toHaveURL(/\/browse\/womens$/);
  await expect(productLinks(page).first()).toHaveText(firstOnPage1 ?? '');

  // Filter by a colour: the count shown beside it is the number of products listed; the page resets.
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  const black = page.getByRole('checkbox', { name: /^Black \(\d+\)$/ });
  const blackCount = await countInName(black);
  expect(blackCount).toBeGreaterThan(0);
  await black.click({ force: true });
  await expect(page).toHaveURL(/filters%5BColor%5D=Black/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByRole('checkbox', { name: /^Black \(\d+\)$/ })).toBeChecked();
  await expect.poll(() => resultCount(page)).toBe(blackCount);
  const afterColour = await resultCount(page);
  expect(afterColour).toBeLessThan(total);

  // Then a size: again the count beside it is what is listed.
  const size = page.getByRole('checkbox', { name: /^(\d+|XS|S|M|L|XL) \(\d+\)$/ }).first();
  const sizeValue = (await size.ariaSnapshot()).match(/"(\S+) \(/)?.[1] ?? '';
  const sizeCount = await countInName(size);
  expect(sizeCount).toBeGreaterThan(0);
  await size.click({ force: true });
  await expect(page).toHaveURL(new RegExp(`filters%5BSize%5D=${sizeValue}(&|$)`));
  await expect.poll(() => resultCount(page)).toBe(sizeCount);
  await expect(page.getByRole('checkbox', { name: /^Black \(\d+\)$/ })).toBeChecked();
  await expectNoAxeViolations(page);

  // Sort by price, low to high: the prices really ascend.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=price-asc/);
  const sorted = await prices(productLinks(page));
  expect(sorted.length).toBeGreaterThan(1);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  // The query string is canonical: names in order.
  const names = [...new URL(page.url()).searchParams.keys()];
  expect(names).toEqual([...names].sort());

  // A price range: Min and Max, applied, become one `filters[Price]=min-max`; every price listed is within it.
  const [low, high] = [sorted[0] ?? 0, sorted.at(-1) ?? 0];
  const ceiling = Math.ceil((low + high) / 2);
  await page.getByRole('spinbutton', { name: 'Max' }).fill(String(ceiling));
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`filters%5BPrice%5D=[\\d.]+-${ceiling}(&|$)`));
  const ranged = await prices(productLinks(page));
  expect(ranged.length).toBeGreaterThan(0);
  for (const price of ranged) expect(price).toBeLessThanOrEqual(ceiling);
  await expect(page.getByRole('checkbox', { name: /^Black \(\d+\)$/ })).toBeChecked();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a shared listing URL shows the same products, server-rendered', async ({ page }) => {
    await page.goto('/browse/womens?filters%5BColor%5D=Black&sort=price-desc');
    const sorted = await prices(productLinks(page));
    expect(sorted.length).toBeGreaterThan(1);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    await expect(page.getByRole('checkbox', { name: /^Black \(\d+\)$/ }).first()).toBeChecked();
  });

  test('the filters and the sort are forms that work without JavaScript', async ({ page }) => {
    await page.goto('/browse/womens?page=2');
    await page
      .getByRole('checkbox', { name: /^Black \(\d+\)$/ })
      .first()
      .check();
    await page.getByRole('button', { name: 'Apply filters' }).first().click();
    await expect(page).toHaveURL(/filters%5BColor%5D=Black/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByRole('checkbox', { name: /^Black \(\d+\)$/ }).first()).toBeChecked();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/sort=price-desc/);
    const sorted = await prices(productLinks(page));
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    await expect(page.getByRole('checkbox', { name: /^Black \(\d+\)$/ }).first()).toBeChecked();
  });
});

test('search from the header: autocomplete, then the results page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const bar = page.getByRole('dialog', { name: 'Search' });
  await bar.getByRole('searchbox', { name: 'Search' }).fill('dress');
  await expect(bar.getByRole('link').first()).toBeVisible();
  const suggested = await bar.getByRole('link').count();
  expect(suggested).toBeGreaterThan(0);
  expect(suggested).toBeLessThanOrEqual(10);
  await expectNoAxeViolations(page);
  await bar.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?query=dress$/);
  await expect(bar).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('dress');
  await expect(productLinks(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('search: no-results text only for terms longer than 3 characters', async ({ page }) => {
  await page.goto('/search?query=zzzzzz');
  await expect(page.getByText('No products found matching your search criteria.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/search?query=zzz');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('zzz');
  await expect(page.getByText('No products found matching your search criteria.')).toHaveCount(0);
});

for (const market of [
  { prefix: '', symbol: '£', label: 'UK', freeGiftOver: 75 },
  { prefix: '/eu', symbol: '€', label: 'EU', freeGiftOver: 85 },
]) {
  test(`quick add a size from a card and see the bag count rise (${market.label})`, async ({ page }) => {
    await page.goto(`${market.prefix}/browse/womens/clothing/dresses`);
    await expect(page.getByRole('list', { name: 'Products' })).toContainText(market.symbol);
    const bag = page.getByTestId('bag-button').first();
    await expect(bag).toHaveAccessibleName('Bag, 0 items');
    const card = page.locator('.product-grid__item').first();
    const quickAdd = card.getByRole('button', { name: /^Quick add / });
    // Over the free-gift threshold (£75, €85: the sandbox's promotions rules), the free tote joins the dress.
    const price = Number(await card.locator('a[data-select-item]').getAttribute('data-price'));
    const items = price >= market.freeGiftOver ? 'Bag, 2 items' : 'Bag, 1 item';
    await quickAdd.click();
    const add = page.getByRole('button', { name: /^(Select Size|Select Size And Fit|Add to Bag)$/ });
    await expect(add).toHaveText(/Select Size/);
    await expect(add).toBeDisabled();
    const size = page.getByRole('radio', { disabled: false }).first();
    await size.check({ force: true });
    const length = page.getByRole('radiogroup', { name: 'Length' });
    if (await length.count())
      await length.getByRole('radio', { disabled: false }).first().check({ force: true });
    await expect(add).toHaveText('Add to Bag');
    await add.click();
    await expect(page.getByRole('dialog', { name: 'Added to your bag' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(bag).toHaveAccessibleName(items);
    const events = await page.evaluate(() =>
      (
        (window as unknown as { dataLayer: { event?: string; ecommerce?: { currency: string } }[] })
          .dataLayer ?? []
      )
        .filter((e) => e.event)
        .map((e) => `${e.event}:${e.ecommerce?.currency ?? ''}`),
    );
    const currency = market.prefix === '/eu' ? 'EUR' : 'GBP';
    expect(events).toContain(`add_to_cart:${currency}`);
    expect(events).toContain(`plp_quickadd_click:${currency}`);
    // The bag survives a reload: the cart cookie brings it back.
    await page.reload();
    await expect(bag).toHaveAccessibleName(items);
  });
}

test('a card click sends select_item; the page view names the page type', async ({ page }) => {
  await page.goto('/browse/womens');
  // Stay on the listing to read the data layer: the product page is the next issue's.
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
  const first = productLinks(page).first();
  const name = await first.getAttribute('data-name');
  await first.click();
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer,
  );
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'page_view', page_type: 'Category Listing Page', currency: 'GBP' }),
  );
  const select = events.find((e) => e.event === 'select_item') as {
    ecommerce: { items: { item_name: string }[] };
  };
  expect(select.ecommerce.items[0]?.item_name).toBe(name);
  // The personalisation queue's page row: the page type and the products shown, as code-colour.
  const queue = await page.evaluate(
    () =>
      (
        window as unknown as {
          personalisationQueue: { type: string; pageType?: string; products?: string[] }[];
        }
      ).personalisationQueue,
  );
  const row = queue.find((e) => e.type === 'page');
  expect(row?.pageType).toBe('Category Listing Page');
  expect(row?.products).toHaveLength(await productLinks(page).count());
  expect(row?.products?.[0]).toMatch(/^\d{6}(-[A-Za-z ]+)?$/);
});

test('a collection lists its products; an unknown category is a 404', async ({ page }) => {
  await page.goto('/us/browse/collection/sale');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sale');
  await expect(productLinks(page).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' })).toContainText('$');
  await expectNoAxeViolations(page);
  const missing = await page.goto('/browse/no-such-category');
  expect(missing?.status()).toBe(404);
});

test('listing cards carry the badge of their data: New In leads to the New In collection, in the market', async ({
  page,
}) => {
  await page.goto('/eu/browse/womens');
  const newIn = (p: typeof page) =>
    p.getByRole('list', { name: 'Products' }).getByRole('link', { name: 'New In', exact: true });
  await expect(newIn(page).first()).toHaveAttribute('href', '/eu/browse/collection/new-in');
  await newIn(page).first().click();
  await expect(page).toHaveURL(/\/eu\/browse\/collection\/new-in$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New In');
  // The collection's cards (from the search service) carry their badges too.
  await expect(newIn(page).first()).toBeVisible();
});
