import { describe, expect, it } from 'vitest';
import { parseWebVitalsBatch, WEB_VITALS_BATCH_MAX } from './web-vitals-report';

describe('a web vitals batch', () => {
  it('is accepted with a page path and LCP, INP or CLS values', () => {
    expect(
      parseWebVitalsBatch({
        path: '/eu/browse/womens',
        metrics: [
          { name: 'LCP', value: 1234.5, id: 'v5-1', rating: 'good' },
          { name: 'CLS', value: 0 },
        ],
      }),
    ).toEqual({
      path: '/eu/browse/womens',
      metrics: [
        { name: 'LCP', value: 1234.5, id: 'v5-1' },
        { name: 'CLS', value: 0, id: undefined },
      ],
    });
  });

  it.each([
    [null, 'The body must be a JSON object.'],
    [{ metrics: [{ name: 'LCP', value: 1 }] }, 'path must be the page’s path, starting with a single /.'],
    [{ path: '//evil.example', metrics: [] }, 'path must be the page’s path, starting with a single /.'],
    [{ path: '/?q=1', metrics: [{ name: 'LCP', value: 1 }] }, 'path must not carry a query or a fragment.'],
    [{ path: '/', metrics: [] }, 'metrics must be a non-empty list.'],
    [{ path: '/', metrics: [{ name: 'FID', value: 1 }] }, 'metrics.0.name must be one of LCP, INP, CLS.'],
    [{ path: '/', metrics: [{ name: 'LCP', value: '1' }] }, 'metrics.0.value must be a number of 0 or more.'],
    [{ path: '/', metrics: [{ name: 'INP', value: -1 }] }, 'metrics.0.value must be a number of 0 or more.'],
    [
      { path: '/', metrics: Array(WEB_VITALS_BATCH_MAX + 1).fill({ name: 'CLS', value: 0 }) },
      `metrics holds at most ${WEB_VITALS_BATCH_MAX} reports.`,
    ],
  ])('is refused in words: %j', (body, message) => {
    expect(parseWebVitalsBatch(body)).toBe(message);
  });
});
