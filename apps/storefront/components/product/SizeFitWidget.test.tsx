import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_SHOPPER_KEY } from '../../lib/shopper-id';
import { offerSizeChooser, type SizeChooser } from '../../lib/size-choice';
import { SizeFitWidget } from './SizeFitWidget';

// next/dynamic needs Next's runtime; here the dialog's chunk loads as React.lazy loads it.
vi.mock('next/dynamic', () => ({
  default: (load: () => Promise<ComponentType<object>>) => {
    const Lazy = lazy(async () => ({ default: await load() }));
    return (props: object) => createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  },
}));

// The widget as a shopper meets it on a US product page: the browser's commerce client posts to the middleware
// with `fetch`, which the tests stand in for; the purchase island is stood in for by the chooser it offers.
const US = { code: 'us', prefix: '/us', currency: 'USD', channelId: 3 } as const;
const SIZES = ['8', '10', '12', '14', '16'];
let fetchMock: ReturnType<typeof vi.fn>;
let withdraw: (() => void) | undefined;

beforeEach(() => {
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const [args] = JSON.parse(String(init?.body)) as [{ productId: number; locale: string }];
    return new Response(
      JSON.stringify({
        data: {
          productId: args.productId,
          locale: args.locale,
          size: '14',
          reason: 'One size up from your usual size 12 for more room.',
          sizes: SIZES,
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  withdraw?.();
  withdraw = undefined;
  cleanup();
  vi.unstubAllGlobals();
});

/** The purchase island's part: answers as the island would, and records what it was asked to choose. */
function island(answer: SizeChooser = (size) => ({ outcome: 'chosen', size })) {
  const chooser = vi.fn(answer);
  withdraw = offerSizeChooser(chooser);
  return chooser;
}

function renderWidget() {
  render(<SizeFitWidget market={US} productId={196} colour="Mid Wash" sizes={SIZES} askHeight />);
  return screen.getByRole('button', { name: 'Find my size' });
}

async function openDialog(trigger: HTMLElement) {
  await act(async () => {
    fireEvent.click(trigger);
  });
  return screen.findByRole('dialog', { name: 'Find my size' });
}

describe('SizeFitWidget', () => {
  it('asks the answers, shows the recommendation and has the purchase island choose it', async () => {
    const chooser = island();
    const trigger = renderWidget();
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    const dialog = await openDialog(trigger);
    // react-aria's modal takes focus in.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    const usual = within(dialog).getByRole('radiogroup', { name: 'Your usual size' });
    fireEvent.click(within(usual).getByRole('radio', { name: '12' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Looser' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Over 5ft 9in' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Get my size' }));
    });

    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status.textContent).toContain('We recommend size 14.'));
    expect(status.textContent).toContain('One size up from your usual size 12 for more room.');
    expect(status.textContent).toContain('Size 14 is now selected.');
    expect(chooser).toHaveBeenCalledExactlyOnceWith('14');

    // Spec 001 §3, §7: sizeSampling with the user id (anonymous, kept in localStorage) and the US locale code.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/bigcommerce/sizeSampling');
    const [sent] = JSON.parse(String(init.body));
    const userId = localStorage.getItem(ANONYMOUS_SHOPPER_KEY);
    expect(userId).toMatch(/^anon-[0-9a-f-]{36}$/);
    expect(sent).toEqual({
      userId,
      locale: 'en_US',
      productId: 196,
      colour: 'Mid Wash',
      answers: { usualSize: '12', fit: 'looser', height: 'taller' },
    });

    // Closing gives focus back to 'Find my size'; the recommendation stays in view under it.
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.closest('.size-fit')?.textContent).toContain('We recommend size 14.');
  });

  it('says plainly when the recommended size is sold out for the chosen length, and chooses nothing', async () => {
    const chooser = island((size) => ({ outcome: 'sold-out', size, length: 'Long' }));
    const dialog = await openDialog(renderWidget());
    fireEvent.click(within(dialog).getByRole('radio', { name: '12' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Get my size' }));
    });
    const status = within(dialog).getByRole('status');
    await waitFor(() =>
      expect(status.textContent).toContain(
        'Size 14 is sold out in Long length, so it has not been selected.',
      ),
    );
    expect(chooser).toHaveBeenCalledWith('14');
    expect(status.textContent).not.toContain('now selected');
  });

  it('asks for the usual size before posting anything', async () => {
    const chooser = island();
    const dialog = await openDialog(renderWidget());
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Get my size' }));
    });
    expect(within(dialog).getByText('Choose the size you usually buy.')).toBeTruthy();
    expect(
      within(dialog).getByRole('radiogroup', { name: 'Your usual size' }).getAttribute('aria-invalid'),
    ).toBe('true');
    // Focus goes to the question to answer.
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: '8' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(chooser).not.toHaveBeenCalled();
  });

  it('closes with Escape, giving focus back to the button', async () => {
    const trigger = renderWidget();
    const dialog = await openDialog(trigger);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await act(async () => {
      fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
