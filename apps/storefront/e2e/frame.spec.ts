import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// Spec 001 §2 and spec 002 §2, §4, §7, §9: the site frame from content, as a shopper meets it.

type Layer = { event?: string; navigation_element?: string; timestamp?: unknown }[];
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Layer }).dataLayer ?? []).slice());
/** Links are followed by the browser; the journey only needs what the click pushed. */
const holdNavigation = (page: Page) =>
  page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the mega menu opens on hover, and a link click closes it and says where the shopper went', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const womens = nav.getByRole('button', { name: 'Womens menu', exact: true });
    await expect(womens).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('link', { name: 'Womens', exact: true }).hover();
    await expect(womens).toHaveAttribute('aria-expanded', 'true');
    const dresses = nav.getByRole('list', { name: 'Clothing' }).getByRole('link', { name: 'Dresses' });
    await expect(dresses).toBeVisible();
    await expectNoAxeViolations(page);

    await holdNavigation(page);
    await dresses.click();
    await expect(womens).toHaveAttribute('aria-expanded', 'false');
    const layer = await dataLayer(page);
    expect(layer).toContainEqual({
      event: 'menu_item',
      navigation_element: 'Womens',
      timestamp: expect.any(Number),
    });
    expect(layer).toContainEqual({
      event: 'navigation_click',
      navigation_element: 'Womens > Clothing > Dresses',
    });
  });

  test('the mega menu by keyboard: Enter opens, Tab moves through its links, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/eu/bag');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const mens = nav.getByRole('button', { name: 'Mens menu', exact: true });
    await mens.focus();
    await page.keyboard.press('Enter');
    await expect(mens).toHaveAttribute('aria-expanded', 'true');
    const panelLinks = nav.locator(`#${await mens.getAttribute('aria-controls')}`).getByRole('link');
    await page.keyboard.press('Tab');
    await expect(panelLinks.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panelLinks.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mens).toHaveAttribute('aria-expanded', 'false');
    await expect(mens).toBeFocused();
    await expect(panelLinks.first()).toBeHidden();
  });

  test('the benefit bar rotates every 3.5 s and holds still while hovered; the countdown ticks', async ({
    page,
  }) => {
    await page.goto('/bag');
    const bar = page.getByRole('region', { name: 'Benefits' });
    await expect(bar.getByText('A free tote bag when you spend £75')).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Free Click & Collect' })).toBeVisible({ timeout: 6000 });
    await bar.getByRole('link', { name: 'Free Click & Collect' }).hover();
    await page.waitForTimeout(4500);
    await expect(bar.getByRole('link', { name: 'Free Click & Collect' })).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(bar.getByRole('link', { name: 'Join Good Stuff for member offers' })).toBeVisible({
      timeout: 6000,
    });
    await bar.getByRole('button', { name: 'Pause benefits' }).click();
    await expect(bar.getByRole('button', { name: 'Play benefits' })).toBeVisible();

    const timer = page.getByRole('timer');
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before ?? '', { timeout: 3000 });
    await expect(timer).toHaveText(/\d+ days? \d+ hours? \d+ minutes? \d+ seconds?/);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('no page is wider than the phone: the header fits, the wishlist is in the bottom navigation', async ({
    page,
  }) => {
    for (const path of ['/', '/browse/womens', '/bag', '/login', '/create-account', '/eu/shop-finder']) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ path, width }).toEqual({ path, width: 375 });
    }
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Wishlist', exact: true }),
    ).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: /Wishlist/ }),
    ).toBeVisible();
  });

  test('the mobile menu goes three levels deep and Back returns to the item chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Womens', exact: true }).click();
    await expect(menu.getByRole('heading', { level: 3, name: 'Womens' })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Shop all Womens' })).toHaveAttribute(
      'href',
      '/browse/womens',
    );
    await menu.getByRole('button', { name: 'Clothing' }).click();
    await expect(menu.getByRole('heading', { level: 3, name: 'Clothing' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dresses' })).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole('button', { name: 'Back' }).click();
    await expect(menu.getByRole('heading', { level: 3, name: 'Womens' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Clothing' })).toBeFocused();
    await menu.getByRole('button', { name: 'Back' }).click();
    await expect(menu.getByRole('button', { name: 'Womens', exact: true })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Shop Finder' })).toHaveAttribute('href', '/shop-finder');

    // Closed and opened again: the first level.
    await menu.getByRole('button', { name: 'Mens', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Menu' }).click();
    await expect(menu.getByRole('button', { name: 'Womens', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Back' })).toHaveCount(0);

    // Choosing a link goes there and closes the menu.
    await menu.getByRole('link', { name: 'Shop Finder' }).click();
    await expect(menu).toBeHidden();
  });

  test('the US market uses the alternative menu: one active category, its first group open', async ({
    page,
  }) => {
    await page.goto('/us');
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const tabs = menu.getByRole('tablist', { name: 'Top categories' }).getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const panel = menu.getByRole('tabpanel');
    await expect(panel.getByRole('button', { name: 'Clothing' })).toHaveAttribute('aria-expanded', 'true');
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Shop Finder' })).toHaveAttribute('href', '/us/shop-finder');
    await expectNoAxeViolations(page);
  });

  test('footer columns: one open at a time in the UK (single mode), independent in the EU (multiple)', async ({
    page,
  }) => {
    await page.goto('/bag');
    const footer = page.getByRole('contentinfo');
    const help = footer.getByRole('button', { name: 'Help' });
    const goodStuff = footer.getByRole('button', { name: 'Good Stuff' });
    await help.click();
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('link', { name: 'Delivery' })).toBeVisible();
    await goodStuff.click();
    await expect(goodStuff).toHaveAttribute('aria-expanded', 'true');
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: 'Delivery' })).toBeHidden();
    await expect(footer.getByRole('link', { name: 'Wardrobe home' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);

    await page.goto('/eu/bag');
    await footer.getByRole('button', { name: 'Help' }).click();
    await footer.getByRole('button', { name: 'Good Stuff' }).click();
    await expect(footer.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('button', { name: 'Good Stuff' })).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('link', { name: 'Wardrobe home' })).toHaveAttribute('href', '/eu');
    for (const network of ['Instagram', 'Facebook', 'Pinterest', 'X', 'TikTok']) {
      const link = footer.getByRole('link', { name: `${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer.getByRole('heading', { level: 2, name: 'We accept' })).toBeVisible();
    const names = [
      'Apple Pay',
      'Google Pay',
      'American Express',
      'PayPal',
      'Visa',
      'Maestro',
      'Mastercard',
      'Klarna',
    ];
    for (const name of names) await expect(footer.getByRole('img', { name, exact: true })).toBeVisible();
  });
});
