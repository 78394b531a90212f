import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand } from './onDemand';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('onDemand', () => {
  it('loads the code when it first renders, and shows the component once it has', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Component } = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    render(<Component name="Alex" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Hello Alex')).toBeNull();
    await act(async () => {
      await load.mock.results[0]?.value;
    });
    expect(screen.getByText('Hello Alex')).toBeTruthy();
  });

  it('renders at once when the code was loaded beforehand, and loads it only once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Component, preload } = onDemand(load);
    await preload();
    render(<Component name="Sam" />);
    expect(screen.getByText('Hello Sam')).toBeTruthy();
    render(<Component name="Kim" />);
    expect(screen.getByText('Hello Kim')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a load that failed (a chunk that did not arrive)', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Greeting);
    const { preload, Component } = onDemand(load);
    await expect(preload()).rejects.toThrow('chunk failed');
    await act(async () => {
      await preload();
    });
    render(<Component name="Jo" />);
    expect(screen.getByText('Hello Jo')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
