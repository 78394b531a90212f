import { createSandbox, type Sandbox } from '@wardrobe/commerce-sandbox';
import type { CommerceProvider } from '@wardrobe/commerce-sdk';
import { createServerCaller } from '@wardrobe/commerce-sdk/server';
import { marketByCode } from '@wardrobe/domain-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProductPage } from './product';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: 'memory://' });
});
afterAll(() => sandbox.close());

describe('loadProductPage', () => {
  it('asks for the variant metadata in the market’s language (spec 000 §7)', async () => {
    const asked: unknown[] = [];
    const commerce = sandbox.commerce as CommerceProvider;
    const recording: CommerceProvider = {
      ...commerce,
      getVariantMetadata: (ctx, args) => {
        asked.push(args);
        return commerce.getVariantMetadata?.(ctx, args) as ReturnType<
          NonNullable<CommerceProvider['getVariantMetadata']>
        >;
      },
    };
    const us = marketByCode('us');
    if (!us) throw new Error('No US market');
    const client = createServerCaller({ providers: { bigcommerce: recording }, channelId: us.channelId });
    const page = await loadProductPage(client, us, 196, 'Indigo');
    expect(asked).toEqual([expect.objectContaining({ productId: 196, language: 'en-us' })]);
    // The sandbox has English entries only: the page falls back to them.
    expect(Object.keys(page.metadata).length).toBeGreaterThan(0);
  }, 30_000);
});
