import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_THANKS, ReviewForm } from './ReviewForm';

// The form as a shopper meets it once 'Write a review' is open: the browser's commerce client posts to the
// middleware with `fetch`, which these tests stand in for.
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const title = () => screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement;
const message = () => screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement;
const submit = () => screen.getByRole('button', { name: 'Submit review' });

/** The texts an element's aria-describedby points at. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

function fill({ stars, heading, text }: { stars?: string; heading?: string; text?: string }) {
  if (stars) fireEvent.click(screen.getByRole('radio', { name: stars }));
  if (heading !== undefined) fireEvent.change(title(), { target: { value: heading } });
  if (text !== undefined) fireEvent.change(message(), { target: { value: text } });
}

describe('ReviewForm', () => {
  it('has a Rating radio group of 1 to 5 stars, a Title, a Message and an empty polite status', () => {
    render(<ReviewForm channelId={1} productId={101} />);
    const rating = screen.getByRole('radiogroup', { name: /^Rating/ });
    expect(rating).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(title().maxLength).toBe(120);
    expect(message().maxLength).toBe(2000);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('refuses a two-character title with its message, focuses it, and sends nothing', async () => {
    render(<ReviewForm channelId={1} productId={101} />);
    fill({ stars: '4 stars', heading: 'Ok', text: 'Soft and well made.' });
    await act(async () => {
      fireEvent.click(submit());
    });

    expect(title().getAttribute('aria-invalid')).toBe('true');
    expect(description(title())).toBe('Title must be at least 3 characters');
    expect(message().hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(title());
    expect(fetchMock).not.toHaveBeenCalled();

    // The message follows what is typed once shown.
    fill({ heading: 'Okay' });
    expect(title().hasAttribute('aria-invalid')).toBe(false);
  });

  it('asks for a rating and for each text before sending, each with its own message', async () => {
    render(<ReviewForm channelId={1} productId={101} />);
    await act(async () => {
      fireEvent.click(submit());
    });
    expect(screen.getByText('Please choose a rating from 1 to 5')).toBeTruthy();
    expect(description(message())).toBe('Message must be at least 3 characters');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a valid review to createProductReview and thanks the shopper in the status', async () => {
    fetchMock.mockResolvedValue(
      answer(200, {
        data: {
          id: 9,
          product_id: 101,
          rating: 5,
          title: 'Lovely colour',
          message: 'Soft and well made.',
          author: 'Anonymous',
          date_created: '2026-11-26T10:00:00.000Z',
        },
      }),
    );
    render(<ReviewForm channelId={2} productId={101} />);
    fill({ stars: '5 stars', heading: 'Lovely colour', text: 'Soft and well made.' });
    await act(async () => {
      fireEvent.click(submit());
    });

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(REVIEW_THANKS));
    expect(REVIEW_THANKS).toBe('Thank you for your review');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/bigcommerce/createProductReview');
    expect((init.headers as Record<string, string>)['x-bigcommerce-channel-id']).toBe('2');
    expect(JSON.parse(String(init.body))).toEqual([
      { productId: 101, rating: 5, title: 'Lovely colour', message: 'Soft and well made.' },
    ]);
    // The fields are gone; the thanks has the focus, so nobody is left on a removed button.
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('shows the server’s message when it refuses, and keeps the review to send again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(answer(404, { message: 'no product', statusCode: 404 }));
    render(<ReviewForm channelId={1} productId={999} />);
    fill({ stars: '3 stars', heading: 'Fine', text: 'It is fine.' });
    await act(async () => {
      fireEvent.click(submit());
    });

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('no product'));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(title().value).toBe('Fine');
    expect(submit()).toBeTruthy();
  });
});
