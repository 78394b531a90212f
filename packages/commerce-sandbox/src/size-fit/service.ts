import type { SizeFitService } from '@wardrobe/commerce-sdk';
import { PRODUCT_OPTION_NAMES, sortSizes } from '@wardrobe/domain-rules';
import { catalogueCache } from '../operations/catalogue/cache';
import { notFound, type SandboxDb } from '../operations/context';
import { recommendSize, type SizeFitStyle } from './recommend';

/**
 * The sandbox's size-fit widget service (`SizeFitService`, spec 001 §7 `sizeSampling`): a recommended size among
 * the product's sizes on offer (in the colour, when one is given) from the shopper's answers and the style's cut
 * (`recommend.ts`). It keeps nothing: the user id and locale are the vendor's to use (its analytics and
 * language); the sandbox answers in English for en_GB, en_US and en_EU alike, with the shop's size labels.
 */
export function createSandboxSizeFit(db: SandboxDb): SizeFitService {
  return {
    async sizeSampling(context, { productId, colour, locale, answers }) {
      const record = (await catalogueCache(db).records(db, [productId], context.market.currency)).get(
        productId,
      );
      const product = record?.product;
      if (!product?.is_visible) throw notFound('no product');
      const label = (variant: (typeof product.variants)[number], name: string) =>
        variant.option_values.find((o) => o.option_display_name === name)?.label;
      const wanted = colour?.toLowerCase();
      const variants = product.variants.filter(
        (v) =>
          !v.purchasing_disabled &&
          (wanted === undefined || label(v, PRODUCT_OPTION_NAMES.colour)?.toLowerCase() === wanted),
      );
      if (variants.length === 0) {
        throw notFound(colour ? `The product does not come in ${colour}.` : 'no product');
      }
      const distinct = (name: string) => [...new Set(variants.flatMap((v) => label(v, name) ?? []))];
      const lengthOrder =
        product.options
          ?.find((o) => o.display_name === PRODUCT_OPTION_NAMES.length)
          ?.option_values.map((o) => o.label) ?? [];
      const lengths = distinct(PRODUCT_OPTION_NAMES.length);
      const style: SizeFitStyle = {
        sizes: sortSizes(distinct(PRODUCT_OPTION_NAMES.size)),
        lengths: lengthOrder.filter((l) => lengths.includes(l)),
        fit: await styleFit(
          db,
          variants.map((v) => v.id),
        ),
      };
      const recommendation = recommendSize(style, answers);
      return { data: { productId, locale, ...recommendation, sizes: [...style.sizes] } };
    },
  };
}

/**
 * The style's cut (`product_fit`, spec 000 §3 variant metadata), kept per colour on the colour's first variant:
 * the first one among the variants, in English.
 */
async function styleFit(db: SandboxDb, variantIds: readonly number[]): Promise<string | undefined> {
  const row = await db
    .selectFrom('variant_metadata')
    .select('value')
    .where('variant_id', 'in', [...variantIds])
    .where('name', '=', 'product_fit')
    .where('language', '=', 'en')
    .orderBy('variant_id')
    .limit(1)
    .executeTakeFirst();
  return row?.value;
}
