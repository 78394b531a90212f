import { describe, expect, it } from 'vitest';
import { parseContentFaults } from './faults';
import { createContentService } from './service';

describe('WARDROBE_FAULTS content faults', () => {
  it('parses one or more content faults', () => {
    expect(parseContentFaults('content:desktop-navigation:500, content:eu/footer:404')).toEqual([
      { key: 'desktop-navigation', status: 500 },
      { key: 'eu/footer', status: 404 },
    ]);
    expect(parseContentFaults(undefined)).toEqual([]);
    expect(parseContentFaults(' ')).toEqual([]);
  });

  it('refuses a spec it cannot read, naming the part', () => {
    expect(() => parseContentFaults('content:footer')).toThrow(
      'WARDROBE_FAULTS: "content:footer" is not content:[<key>:]<status>',
    );
    expect(() => parseContentFaults('db:orders:500')).toThrow('"db:orders:500"');
    expect(() => parseContentFaults('content:footer:600')).toThrow();
  });

  it('fails the faulted key in every market with its status, and leaves other keys alone', async () => {
    const content = createContentService({ faults: parseContentFaults('content:desktop-navigation:500') });
    for (const market of ['uk', 'eu', 'us'])
      await expect(content.getByKey(`${market}/desktop-navigation`)).rejects.toMatchObject({
        statusCode: 500,
      });
    expect((await content.getByKey('uk/footer'))?._meta.deliveryKey).toBe('uk/footer');
  });

  it('fails every read with content:<status> (the content service down)', async () => {
    expect(parseContentFaults('content:503')).toEqual([{ key: undefined, status: 503 }]);
    const content = createContentService({ faults: parseContentFaults('content:503') });
    await expect(content.getByKey('uk/home')).rejects.toMatchObject({ statusCode: 503 });
    await expect(content.getByKey('us/footer')).rejects.toMatchObject({ statusCode: 503 });
  });

  it('answers a 404 fault as a missing entry, in the one market it names', async () => {
    const content = createContentService({ faults: parseContentFaults('content:eu/footer:404') });
    expect(await content.getByKey('eu/footer')).toBeUndefined();
    expect((await content.getByKey('uk/footer'))?._meta.deliveryKey).toBe('uk/footer');
  });
});
