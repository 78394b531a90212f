import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichText } from './RichText';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RichText', () => {
  it('renders paragraphs, line breaks, strong and emphasis as elements', () => {
    const { container } = render(
      <RichText text={'**Free** delivery\nand *easy* returns\n\nSecond paragraph'} />,
    );

    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.querySelector('strong')?.textContent).toBe('Free');
    expect(paragraphs[0]?.querySelector('em')?.textContent).toBe('easy');
    expect(paragraphs[0]?.querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[1]?.textContent).toBe('Second paragraph');
  });

  it('maps # to ### onto heading levels from headingLevel (2 by default), at most h6', () => {
    const { rerender } = render(<RichText text={'# Sale\n## Coats\n### Wool'} />);
    expect(screen.getByRole('heading', { name: 'Sale' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'Coats' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Wool' }).tagName).toBe('H4');

    rerender(<RichText text={'# Sale\n### Wool'} headingLevel={5} />);
    expect(screen.getByRole('heading', { name: 'Sale' }).tagName).toBe('H5');
    expect(screen.getByRole('heading', { name: 'Wool' }).tagName).toBe('H6');
  });

  it('renders bulleted and numbered lists, nested ones inside their item', () => {
    render(<RichText text={'- Wool\n  - Merino\n- Cotton\n\n3. Wash\n4. Dry'} />);

    const [bullets, numbers] = screen
      .getAllByRole('list')
      .filter((list) => list.parentElement?.tagName !== 'LI');
    expect(bullets?.tagName).toBe('UL');
    expect(bullets?.querySelector('li li')?.textContent).toBe('Merino');
    expect(numbers?.tagName).toBe('OL');
    expect(numbers?.getAttribute('start')).toBe('3');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('links root-relative urls in the same tab', () => {
    render(<RichText text="See the [size guide](/size-guide)." />);

    const link = screen.getByRole('link', { name: 'size guide' });
    expect(link.getAttribute('href')).toBe('/size-guide');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('opens http(s) links in a new tab and says so to screen readers', () => {
    render(<RichText text="Read [our blog](https://blog.example/post)" />);

    const link = screen.getByRole('link', { name: 'our blog (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows unsafe links as text only', () => {
    const { container } = render(
      <RichText text="Click [here](javascript:alert(1)) or [there](//evil.example)" />,
    );

    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('Click here or there');
  });

  it('never turns text into markup', () => {
    const { container } = render(
      <RichText text={'<script>alert(1)</script> <img src=x onerror="alert(1)"> **ok**'} />,
    );

    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script> <img src=x onerror="alert(1)"> ok');
  });

  it('never turns a line of HTML into markup either', () => {
    const { container } = render(
      <RichText
        text={'<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n- <b onclick="x()">b</b>'}
      />,
    );

    expect(container.querySelector('script, img, b, [onerror], [onclick]')).toBeNull();
    expect([...container.querySelectorAll('p, li')].map((node) => node.textContent)).toEqual([
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<b onclick="x()">b</b>',
    ]);
  });

  it('underlines {~wavy~} and {=double=} runs in the underline colour', () => {
    const { container } = render(
      <RichText text="A {~wavy~} and {=double=} line" underlineColour="#FF00AA" />,
    );

    const wavy = container.querySelector('[data-underline="wavy"]');
    const double = container.querySelector('[data-underline="double"]');
    expect(wavy?.textContent).toBe('wavy');
    expect(double?.textContent).toBe('double');
    expect(wavy?.className).not.toBe(double?.className);
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('style')).toMatch(/--[\w-]+:\s*#FF00AA/i);
  });

  it('reports unmatched notation to onNotationError and keeps the text plain', () => {
    const onNotationError = vi.fn();
    const { container } = render(<RichText text="Get {~lost" onNotationError={onNotationError} />);

    expect(onNotationError).toHaveBeenCalledWith(['Unmatched tag "{~" at 4']);
    expect(container.textContent).toBe('Get {~lost');
    expect(container.querySelector('[data-underline]')).toBeNull();
  });

  it('logs unmatched notation as one structured line without a handler', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RichText text="one =} two" />);

    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toEqual({
      level: 'error',
      event: 'rich-text-invalid',
      errors: ['Unmatched closing tag "=}" at 4'],
    });
  });

  it('renders nothing and reports nothing for empty text', () => {
    const log = vi.spyOn(console, 'error');
    const { container } = render(<RichText text="" />);

    expect(container.firstElementChild?.childElementCount).toBe(0);
    expect(log).not.toHaveBeenCalled();
  });

  it('inline: a span with its blocks as lines, no paragraphs', () => {
    const { container } = render(<RichText inline text={'Sometimes {~lost~}\n\nin the details'} />);

    const root = container.firstElementChild as HTMLElement;
    expect(root.tagName).toBe('SPAN');
    expect(root.querySelector('p')).toBeNull();
    expect(root.querySelectorAll('br')).toHaveLength(1);
    expect(root.textContent).toBe('Sometimes lostin the details');
  });

  it('links={false} shows links as their text', () => {
    const { container } = render(<RichText links={false} text="Shop [the sale](/sale)" />);

    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('Shop the sale');
  });

  it('keeps a caller className and passes attributes through', () => {
    const { container } = render(<RichText text="Hi" className="terms" id="terms-copy" />);

    const root = container.firstElementChild as HTMLElement;
    expect(root.className.split(' ')).toContain('terms');
    expect(root.className.split(' ').length).toBeGreaterThan(1);
    expect(root.id).toBe('terms-copy');
  });
});
