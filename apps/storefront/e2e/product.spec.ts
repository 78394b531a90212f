import { expect, type Page, test } from '@playwright/test';
import { selectDefaultVariant, variantsForColour } from '@wardrobe/domain-rules';
import { expectNoAxeViolations } from './axe';
import { call, chooseOption, holdScripts, ukAvailable } from './shop';

// The product page (spec 000 §2, §4) on the seeded catalogue: Straight Cropped Jeans (product 196) has Size and
// Length in three colours, one size sold out in Mid Wash Regular.
const JEANS = '/p/196/straight-cropped-jeans-300196';

/** The seeded gift card's page, in pink. */
async function giftCardPagePath(page: Page) {
  const { data } = await call(page.request, 'en', 'getProductsWithFilter', [
    { term: 'Gift Card', itemsPerPage: 5 },
  ]);
  const giftCard = (data as { id: number; name: string; url: string }[]).find((p) => p.name === 'Gift Card');
  if (!giftCard) throw new Error('The seed has no Gift Card');
  return `/p/${giftCard.id}${giftCard.url.replace(/\/$/, '')}/Pink`;
}

async function variantOf(page: Page, colour: string, size: string, length: string) {
  const { data } = await call(page.request, 'en', 'getProductById', [
    { entityId: 196, includeOptions: true },
  ]);
  const variant = (
    data.variants as { id: number; sku: string; price: number; option_values: { label: string }[] }[]
  ).find((v) => {
    const labels = v.option_values.map((o) => o.label);
    return labels.includes(colour) && labels.includes(size) && labels.includes(length);
  });
  if (!variant) throw new Error(`No ${colour} ${size} ${length}`);
  return variant;
}

const dataLayerEvents = (page: Page, name: string) =>
  page.evaluate(
    (event) =>
      (
        (window as unknown as { dataLayer?: { event?: string; ecommerce?: unknown }[] }).dataLayer ?? []
      ).filter((e) => e.event === event),
    name,
  );

test('product page: colour, size and length follow the URL; price and stock follow the choice; recommendations follow the colour only', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const response = await page.goto(`${JEANS}/Mid_Wash`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Straight Cropped Jeans');
  await expect(page).toHaveTitle(/Straight Cropped Jeans in Mid Wash/);

  // The gallery is the media hub's set for the sku and colour.
  const gallery = page.getByRole('list', { name: 'Product images' });
  const pictures = gallery.getByRole('img');
  await expect(pictures.first()).toHaveAttribute('alt', /Straight Cropped Jeans in Mid Wash, image 1 of \d/);
  await expect(pictures.first()).toHaveAttribute('src', /300196-Mid.?Wash-1\.jpg/);
  await expect(pictures.first()).toHaveAttribute('srcset', /w=200 200w.*w=1517 1517w/);

  // Recommendations for this colour, streamed after the page.
  const recs = page.getByRole('list', { name: 'You May Also Like' });
  await expect(recs.locator(':scope > li')).toHaveCount(8);
  const recsColour = await recs.getAttribute('data-for-colour');
  await expect(page.getByRole('list', { name: 'Complete The Look' })).toBeVisible();
  await expect.poll(() => dataLayerEvents(page, 'view_item').then((e) => e.length)).toBe(1);

  // Spec 000 §4: the default variant (each option's default, else the first purchasable one in stock) is chosen
  // for the shopper, written to the query, and its price shown; Add to Bag is ready.
  const addToBag = page.getByTestId('add-to-bag');
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  const lengths = page.getByRole('radiogroup', { name: 'Length' });
  const { data: jeans } = await call(page.request, 'en', 'getProductById', [
    { entityId: 196, includeOptions: true },
  ]);
  const expected = selectDefaultVariant({
    ...jeans,
    options: jeans.options.filter((o: { display_name: string }) => o.display_name !== 'Color'),
    variants: variantsForColour(jeans, 'Mid Wash'),
  });
  const label = (name: string) =>
    expected?.option_values.find((o) => o.option_display_name === name)?.label ?? 'none';
  await expect(page).toHaveURL(new RegExp(`\\?Length=${label('Length')}&Size=${label('Size')}$`));
  await expect(sizes.getByRole('radio', { name: label('Size'), exact: true })).toBeChecked();
  await expect(lengths.getByRole('radio', { name: label('Length'), exact: true })).toBeChecked();
  const opening = await variantOf(page, 'Mid Wash', label('Size'), label('Length'));
  await expect(page.locator('.product-purchase__price')).toContainText(`£${opening.price.toFixed(2)}`);
  await expect(addToBag).toBeEnabled();
  await expectNoAxeViolations(page);

  // Size and Length: written to the query, no server round trip (nothing but the stock call goes out).
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() || request.headers().rsc) navigations.push(request.url());
  });
  // The lengths follow the size: Mid Wash 20 Regular is sold out, so with 20 chosen Regular cannot be.
  await chooseOption(page, 'Length', 'Long');
  await chooseOption(page, 'Size', '20');
  await expect(lengths.getByRole('radio', { name: 'Regular' })).toBeDisabled();
  await expect(lengths.getByRole('radio', { name: 'Long' })).toBeEnabled();
  await chooseOption(page, 'Size', '18');
  await chooseOption(page, 'Length', 'Regular');
  // And the sizes follow the length: with Regular chosen, size 20 cannot be.
  await expect(sizes.getByRole('radio', { name: /^20/ })).toBeDisabled();
  await expect(page).toHaveURL(/\?Length=Regular&Size=18$/);
  const chosen = await variantOf(page, 'Mid Wash', '18', 'Regular');
  const stock = await ukAvailable(page.request, chosen.id);
  await expect(page.locator('.product-purchase__price')).toContainText(`£${chosen.price.toFixed(2)}`);
  await expect(page.locator('.product-purchase__stock')).toHaveText(
    stock <= 0 ? 'Sold Out' : stock < 5 ? 'There are less than 5 of these left' : '',
  );
  await chooseOption(page, 'Length', 'Long');
  await expect(page).toHaveURL(/\?Length=Long&Size=18$/);
  await expect(addToBag).toBeEnabled();
  expect(navigations).toEqual([]);
  await expect(recs).toHaveAttribute('data-for-colour', recsColour ?? '');
  expect((await dataLayerEvents(page, 'view_item')).length).toBe(1);

  // A reload keeps the choice (the server reads it from the query).
  await page.reload();
  await expect(sizes.getByRole('radio', { name: '18' })).toBeChecked();
  await expect(lengths.getByRole('radio', { name: 'Long' })).toBeChecked();

  // Another colour: its own page, keeping the size and length; media and recommendations follow it.
  await page
    .getByRole('list', { name: /^Colour: / })
    .getByRole('link', { name: 'Indigo' })
    .click();
  await expect(page).toHaveURL(`${JEANS}/Indigo?Length=Long&Size=18`);
  await expect(pictures.first()).toHaveAttribute('src', /300196-Indigo-1\.jpg/);
  await expect(recs).not.toHaveAttribute('data-for-colour', recsColour ?? '');
  await expect(recs.locator(':scope > li')).toHaveCount(8);
  await expect(sizes.getByRole('radio', { name: '18' })).toBeChecked();
  await expect
    .poll(() => dataLayerEvents(page, 'view_item').then((e) => JSON.stringify(e.at(-1))))
    .toContain('"item_colour":"Indigo"');

  // Add to bag: the popup with the spec's fields, and the bag count.
  await addToBag.click();
  const popup = page.getByRole('dialog', { name: 'Added to your bag' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Straight Cropped Jeans');
  await expect(popup).toContainText('Indigo');
  await expect(popup).toContainText('18');
  await expect(popup).toContainText('Long');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Bag, 1 item' })).toBeVisible();
});

test('product page: 404 for an absent product or a colour it does not come in; no colour goes to the default one', async ({
  page,
}) => {
  expect((await page.goto('/p/999999/nothing/Black'))?.status()).toBe(404);
  expect((await page.goto(`${JEANS}/Purple`))?.status()).toBe(404);
  expect((await page.goto('/eu/p/abc/nothing/Black'))?.status()).toBe(404);
  const response = await page.goto(JEANS);
  expect(response?.status()).toBe(200);
  // The default colour, then its default size and length written to the query.
  await expect(page).toHaveURL(new RegExp(`${JEANS}/[A-Z][A-Za-z_]+(\\?Length=\\w+&Size=\\w+)?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Straight Cropped Jeans');
});

test('product page: a single size is chosen for the shopper; a gift card asks for valid emails', async ({
  page,
}) => {
  // The gift card: no sizes, the gift fields, Add to Bag only with valid emails.
  const giftCardPath = await giftCardPagePath(page);
  await page.goto(giftCardPath);
  const addToBag = page.getByTestId('add-to-bag');
  await expect(page.getByRole('group', { name: 'Gift card details' })).toBeVisible();
  await expect(addToBag).toBeDisabled();
  await page.getByLabel('Recipient email').fill('not-an-email');
  await page.getByLabel('Recipient name').fill('Grace');
  await page.getByLabel('Your email').fill('ada@example.com');
  await page.getByLabel('Your name').fill('Ada');
  await page.getByLabel('Your message').focus();
  await expect(page.getByText('Invalid email address').first()).toBeVisible();
  await expect(addToBag).toBeDisabled();
  await page.getByLabel('Recipient email').fill('grace@example.com');
  await expect(addToBag).toBeEnabled();
  await expectNoAxeViolations(page);
  await addToBag.click();
  const popup = page.getByRole('dialog', { name: 'Added to your bag' });
  await expect(popup).toContainText('Gift Card');
});

test("product page: gift card answers typed before the page's script arrives are kept and checked", async ({
  page,
}) => {
  // A slow connection: the fields are in the server's HTML seconds before the script that runs them.
  const giftCardPath = await giftCardPagePath(page);
  const release = await holdScripts(page);
  await page.goto(giftCardPath, { waitUntil: 'commit' });
  await page.getByLabel('Recipient email').fill('not-an-email');
  await page.getByLabel('Recipient name').fill('Grace');
  await page.getByLabel('Your email').fill('ada@example.com');
  await page.getByLabel('Your name').fill('Ada');
  await page.getByLabel('Your message').fill('Happy birthday');
  release();

  // Once the page runs, every answer is still there and the email the shopper left is checked (under the field;
  // the reason beside Add to Bag may say it too).
  const giftCardFields = page.getByRole('group', { name: 'Gift card details' });
  await expect(giftCardFields.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByLabel('Recipient email')).toHaveValue('not-an-email');
  await expect(page.getByLabel('Recipient name')).toHaveValue('Grace');
  await expect(page.getByLabel('Your message')).toHaveValue('Happy birthday');
  const addToBag = page.getByTestId('add-to-bag');
  await expect(addToBag).toBeDisabled();
  await page.getByLabel('Recipient email').fill('grace@example.com');
  await expect(addToBag).toBeEnabled();
  await addToBag.click();
  await expect(page.getByRole('dialog', { name: 'Added to your bag' })).toContainText('Gift Card');
});

test('product page: the gallery puts the video second, with its poster, played by keyboard; a picture that fails becomes the 404 image', async ({
  page,
}) => {
  // The media hub has a film for the Pleated Shirt Dress (sku 300101); its third picture fails in the browser.
  await page.route('**/images/products/300101-White-3.jpg*', (route) => route.abort('failed'));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/p/101/pleated-shirt-dress-300101/White');
  const gallery = page.getByRole('list', { name: 'Product images' });
  const items = gallery.locator(':scope > li');
  await expect(items).toHaveCount(5);
  await expect(items.nth(1)).toHaveAttribute('data-media-type', 'video');
  const video = gallery.getByLabel('Pleated Shirt Dress in White, video');
  await expect(video).toHaveAttribute('poster', '/images/videos/300101-White/poster.jpg');
  await expect(video.locator('source')).toHaveCount(2);
  await expect(video.locator('source').first()).toHaveAttribute('type', 'video/webm; codecs="vp9"');
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.autoplay, v.paused, v.preload])).toEqual([
    true,
    false,
    true,
    'none',
  ]);

  // By keyboard: focus reaches the film, and Space plays it.
  await video.scrollIntoViewIfNeeded();
  await video.focus();
  await expect(video).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);

  // The failed picture is the 404 image now, its failure logged.
  const third = gallery.getByRole('img', { name: 'Pleated Shirt Dress in White, image 3 of 4' });
  await third.scrollIntoViewIfNeeded();
  await expect(third).toHaveAttribute('data-media-state', 'fallback');
  await expect(third).toHaveAttribute('src', '/images/404.jpg');
  await expect
    .poll(() => third.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(errors.some((text) => text.includes('gallery-image-failed'))).toBe(true);
  await expectNoAxeViolations(page);
});

test('product page: a badge from the product’s data leads where its link says', async ({ page }) => {
  // A product whose badge data names a link (the seed's 'New In' badge leads to the New In collection).
  const { data: products } = await call(page.request, 'en', 'getProductsWithFilter', [
    { itemsPerPage: 60, page: 1 },
  ]);
  let found: { path: string } | undefined;
  for (const p of products as {
    id: number;
    url: string;
    variants: { id: number; option_values: { option_display_name: string; label: string }[] }[];
  }[]) {
    const first = p.variants[0];
    if (!first) continue;
    const { data: entries } = await call(page.request, 'en', 'getVariantMetadata', [
      { productId: p.id, variantId: first.id },
    ]);
    const badge = (entries as { name: string; value: string }[]).find((e) => e.name === 'product_badge');
    if (!badge?.value.includes('link:')) continue;
    const colour = first.option_values.find((o) => o.option_display_name === 'Color')?.label ?? '';
    found = { path: `/p/${p.id}${p.url.replace(/\/$/, '')}/${colour.replaceAll(' ', '_')}` };
    break;
  }
  if (!found) throw new Error('The seed has no badge with a link in its first 60 products');
  await page.goto(found.path);
  // The product's own badge, beside its name (recommendation cards below may carry theirs too).
  const details = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
  const badgeLink = details.getByRole('link', { name: 'New In', exact: true });
  await expect(badgeLink).toHaveAttribute('href', '/browse/collection/new-in');
  await expectNoAxeViolations(page);

  await badgeLink.click();
  await expect(page).toHaveURL(/\/browse\/collection\/new-in$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New In');
});

test("product page: a sold-out size offers 'Email me when it's back', and the request is confirmed politely", async ({
  page,
}) => {
  // Mid Wash 20 in Regular is sold out (the seed's).
  await page.goto(`${JEANS}/Mid_Wash?Length=Regular&Size=18`);
  await page.getByText("Email me when it's back").click();
  const form = page.getByRole('form', { name: "Email me when it's back: Straight Cropped Jeans" });
  await expect(form.getByLabel('Sold-out size')).toHaveValue(/-20-R$/);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByRole('status')).toHaveText("We'll email you when size 20 is back.");
  await expectNoAxeViolations(page);
});
