import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../sandbox';
import { createSandboxWebVitals } from '.';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: 'memory://' });
}, 120_000);
afterAll(() => sandbox?.close());

describe('the web vitals store', () => {
  it('records reports rated by the spec’s thresholds and lists a page’s newest first', async () => {
    const vitals = createSandboxWebVitals(sandbox.db);
    await vitals.record([
      { name: 'LCP', value: 2500, path: '/', metricId: 'v5-1' },
      { name: 'CLS', value: 0.3, path: '/' },
      { name: 'INP', value: 350, path: '/eu' },
    ]);
    await vitals.record([{ name: 'INP', value: 120, path: '/' }]);
    const home = await vitals.list({ path: '/' });
    expect(home.map((v) => [v.name, v.value, v.rating])).toEqual([
      ['INP', 120, 'good'],
      ['CLS', 0.3, 'poor'],
      ['LCP', 2500, 'good'],
    ]);
    expect(home[2]).toMatchObject({ metricId: 'v5-1', path: '/' });
    expect((await vitals.list({ path: '/eu' }))[0]).toMatchObject({ rating: 'needs-improvement' });
    expect(await vitals.list()).toHaveLength(4);
    expect(await vitals.list({ path: '/nowhere' })).toEqual([]);
  });
});
