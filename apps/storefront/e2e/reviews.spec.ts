import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { call } from './shop';

// Product reviews (spec 001 §3 "Review: title, message, rating"; §5 title and message at least three characters
// each) on the seeded catalogue: the Pleated Shirt Dress (product 101) is one of the two products in three the
// seed gives reviews.
const DRESS = '/p/101/pleated-shirt-dress-300101/White';

test('reviews: the average and count, a review written by keyboard, a two-character title refused, the review listed after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(DRESS);
  const section = page.getByRole('region', { name: 'Reviews' });
  await expect(section.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  // The average as text (the stars beside it are for the eye only) and the count. The page a listing links to is
  // served from cache for a minute, so its numbers are checked against the API after the reload below.
  await expect(section.getByText(/^[1-5](\.\d)? out of 5$/).first()).toBeVisible();
  await expect(section.getByText(/^\d+ reviews?$/).first()).toBeVisible();
  const list = section.getByRole('list', { name: 'Reviews, newest first' });
  await expect(list.locator(':scope > li').first()).toBeVisible();
  await expect(section.locator('[aria-hidden="true"]').first()).toHaveText('★★★★★');

  // Nothing is sent while the form refuses the review.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/bigcommerce/createProductReview')) posts.push(request.postData() ?? '');
  });

  // By keyboard: the 'Reviews' jump link moves the starting point of Tab to the section, whose first control is
  // 'Write a review' (the list holds none); it opens the form below it.
  await page.getByRole('link', { name: 'Reviews', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#reviews$/);
  const write = section.getByRole('button', { name: 'Write a review' });
  await page.keyboard.press('Tab');
  await expect(write).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(write).toHaveAttribute('aria-expanded', 'true');
  const form = section.getByRole('form', { name: 'Write a review' });
  const rating = form.getByRole('radiogroup', { name: /^Rating/ });
  await expect(rating).toBeVisible();

  // Tab enters the rating on its first option; arrows move and choose: four stars.
  await page.keyboard.press('Tab');
  await expect(rating.getByRole('radio', { name: '1 star' })).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const title = form.getByRole('textbox', { name: /^Title/ });
  const message = form.getByRole('textbox', { name: /^Message/ });
  await page.keyboard.press('Tab');
  await expect(title).toBeFocused();
  await page.keyboard.type('Ok');
  await page.keyboard.press('Tab');
  await expect(message).toBeFocused();
  await page.keyboard.type('Lovely fabric and it washes well.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Submit review' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Two characters: refused with the rule's message, the title takes the focus, nothing is sent.
  await expect(form.getByText('Title must be at least 3 characters')).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toBeFocused();
  expect(posts).toEqual([]);
  await expectNoAxeViolations(page);

  // A title of its own, so this run's review is the one found after the reload.
  const own = `Okay, and more ${Date.now().toString(36)}`;
  await title.fill('');
  await page.keyboard.type(own);
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toHaveText('Thank you for your review');
  await expect(section.getByRole('status')).toBeFocused();
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0] ?? '[]')).toEqual([
    { productId: 101, rating: 4, title: own, message: 'Lovely fabric and it washes well.' },
  ]);
  await expectNoAxeViolations(page);

  // The page wrote the chosen size to the query, so the reload renders afresh (not the cached twin): the review
  // is listed, by a guest, and the numbers are the API's.
  await expect(page).toHaveURL(/\?.*Size=/);
  await page.reload();
  const review = section.getByRole('article', { name: own });
  await expect(review).toBeVisible();
  await expect(review).toContainText('Lovely fabric and it washes well.');
  await expect(review).toContainText('Anonymous');
  await expect(review).toContainText('Rated 4 out of 5');
  const { meta } = await call(page.request, 'en', 'getProductReviews', [{ productId: 101 }]);
  const average = Number.isInteger(meta.average) ? String(meta.average) : meta.average.toFixed(1);
  await expect(section.getByText(`${average} out of 5`, { exact: true })).toBeVisible();
  await expect(section.getByText(`${meta.count} reviews`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
