import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nearViewport } from './nearViewport';

/** A form whose state is React's (as the shop's forms): its button says what the state holds. */
function NameForm({ label }: { label: string }) {
  const [name, setName] = useState('');
  const [news, setNews] = useState(true);
  return (
    <form aria-label={label}>
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        News <input type="checkbox" checked={news} onChange={(event) => setNews(event.target.checked)} />
      </label>
      <button type="button">{`${name || 'nobody'}${news ? ', with news' : ''}`}</button>
    </form>
  );
}

/** The browser's IntersectionObserver, driven by the test: `near()` reports every observed element in view. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  private elements: Element[] = [];
  constructor(private callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  static near() {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = observer.elements.map((target) => ({ target, isIntersecting: true }));
      if (entries.length) observer.callback(entries as IntersectionObserverEntry[], observer as never);
    }
  }
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

/**
 * The server's HTML (what `nearViewport`'s part renders there: its wrapper round the form), then hydrated in a
 * page that has not loaded the part's code.
 */
async function hydrateFromServer(Part: ReturnType<typeof nearViewport<{ label: string }>>) {
  container.innerHTML = `<div data-near-viewport="">${renderToString(<NameForm label="Join" />)}</div>`;
  await act(async () => {
    root = hydrateRoot(container, <Part label="Join" />, {
      onRecoverableError: (error) => Promise.reject(error),
    });
  });
}

describe('a part loaded near the viewport', () => {
  it('keeps the server’s form, unloaded, until the shopper comes near; then it works', async () => {
    const load = vi.fn(async () => NameForm);
    const Part = nearViewport(load);
    await hydrateFromServer(Part);
    const serverForm = screen.getByRole('form', { name: 'Join' });
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('button').textContent).toBe('nobody, with news');

    await act(async () => FakeIntersectionObserver.near());
    await vi.waitFor(() => expect(serverForm.isConnected).toBe(false));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Noa' } });
    expect(screen.getByRole('button').textContent).toBe('Noa, with news');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('carries over what was typed and ticked, and the focus, from the server’s form', async () => {
    const Part = nearViewport(async () => NameForm);
    await hydrateFromServer(Part);
    const serverField = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    // Typed before the code ran: the browser's own field, React does not know.
    serverField.value = 'Ines';
    (screen.getByRole('checkbox') as HTMLInputElement).checked = false;
    await act(async () => serverField.focus());
    await vi.waitFor(() => expect(serverField.isConnected).toBe(false));

    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field).toHaveProperty('value', 'Ines');
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('button').textContent).toBe('Ines');
  });

  it('loads and renders at once where the browser renders it first (a client-side navigation)', async () => {
    const Part = nearViewport(async () => NameForm);
    render(<Part label="Join" />);
    expect(await screen.findByRole('form', { name: 'Join' })).toBeTruthy();
  });
});
