import type { PromoBadge, PromoBadgeService, PromoBadgesResult } from '@wardrobe/commerce-sdk';
import {
  CONTENT_DEFAULTS,
  formatPrice,
  isFreeGift,
  parseBadgeData,
  toMinorUnits,
  unitPrice,
} from '@wardrobe/domain-rules';
import { catalogueCache } from '../operations/catalogue/cache';
import type { SandboxDb } from '../operations/context';
import { isAutomatic, itemQualifies, moneyIn, priceAfterItemReward } from './evaluate';
import { type CompiledRules, type PromotionCurrency, promotionRules } from './rules';

/** What a product (or a variant) is priced and filed as, for its badges. */
export interface BadgedPrice {
  listMinor: number;
  /** Its sale price; null (or 0) when not on sale. */
  saleMinor: number | null;
  categoryIds: readonly number[];
  freeGift: boolean;
  /** Spec 000 §3 product badge data: `name:…,textColour:…,backgroundColour:…`. */
  badgeData?: string | undefined;
}

/**
 * Spec 000 §3 and §7 "Promotions badges": a product's badges from the running promotions, everyone's (no
 * coupon, no offer, no basket condition for a price). Readings:
 * - One price badge at most: the price the shopper pays after every reduction together (a sale price, then each
 *   item discount of the rules in file order, as the bag charges it). `percentOffWasNowPrice` when a sale or a
 *   percentage is part of it, with the percentage off the list price rounded down (a badge never promises more
 *   than the shopper saves); `moneyOffWasNowPrice` when only amounts off are, with the amount.
 * - Its colour: the last rule's badge colour that took part, else spec 002 §9's sale badge default, red.
 * - Then micro labels: each rule's `badge.text` on the products of its `onCategories` (every product without
 *   them; `{basketAtLeast}` is the minimum as a price, `£75`), then the product badge data's name with its
 *   background colour (else its text colour). A text shown once; free gifts get no rule labels.
 */
export function productBadges(
  rules: CompiledRules,
  currency: PromotionCurrency,
  now: Date,
  price: BadgedPrice,
): PromoBadge[] {
  const badges: PromoBadge[] = [];
  const campaigns = rules.campaigns.filter((c) => isAutomatic(c, currency, now));
  const sale = price.saleMinor ?? 0;
  let nowMinor = unitPrice({ list_price: price.listMinor, sale_price: sale });
  let percent = nowMinor < price.listMinor;
  let colour: string | undefined;
  for (const campaign of campaigns) {
    if (campaign.when || !itemQualifies(campaign, price.categoryIds, price.freeGift)) continue;
    const after = priceAfterItemReward(campaign, currency, nowMinor);
    if (after >= nowMinor) continue;
    nowMinor = after;
    if ('percentOffEachItem' in campaign.reward) percent = true;
    colour = campaign.badge?.colour ?? colour;
  }
  if (nowMinor < price.listMinor) {
    const content = { nowPrice: nowMinor / 100, colour: colour ?? CONTENT_DEFAULTS.saleBadgeColour };
    badges.push(
      percent
        ? {
            typeId: 'percentOffWasNowPrice',
            content: {
              percentage: Math.floor(((price.listMinor - nowMinor) * 100) / price.listMinor),
              ...content,
            },
          }
        : {
            typeId: 'moneyOffWasNowPrice',
            content: { amount: (price.listMinor - nowMinor) / 100, ...content },
          },
    );
  }
  const texts = new Set<string>();
  const label = (text: string, labelColour: string | undefined) => {
    if (texts.has(text)) return;
    texts.add(text);
    badges.push({ typeId: 'microLabel', content: { text, ...(labelColour ? { colour: labelColour } : {}) } });
  };
  for (const campaign of campaigns) {
    const { badge } = campaign;
    if (!badge?.text || price.freeGift) continue;
    if (campaign.badgeCategoryIds && !price.categoryIds.some((id) => campaign.badgeCategoryIds?.has(id)))
      continue;
    const minimum = moneyIn(campaign.when?.basketAtLeast, currency);
    const text = badge.text.replaceAll(
      '{basketAtLeast}',
      minimum === undefined ? '' : formatPrice(minimum / 100, currency, { trimZeroMinor: true }),
    );
    label(text, badge.colour);
  }
  const data = parseBadgeData(price.badgeData);
  if (data.text) label(data.text, data.backgroundColour ?? data.textColour);
  return badges;
}

/**
 * The badge service of spec 000 §7 on the sandbox's rules and catalogue: per product, and per variant asked for
 * whose list or sale price differs from the product's. Readings: the currency is the market's (the channel of
 * the request); `salePrice` sent is the product's sale price as the card shows it (0: not on sale), else the
 * catalogue's; an unknown or hidden product gets only its badge data's label.
 */
export function createPromoBadgeService(db: SandboxDb, rulesFile?: string): PromoBadgeService {
  return {
    async getBadges(context, { products }) {
      const rules = await promotionRules(db, rulesFile);
      const currency = context.market.currency;
      const now = new Date();
      const records = await catalogueCache(db).records(
        db,
        products.map((p) => p.productId),
        currency,
      );
      const data: PromoBadgesResult['data'] = products.map((asked) => {
        const record = records.get(asked.productId);
        const product = record?.product;
        if (!record || !product?.is_visible) {
          const { text, backgroundColour, textColour } = parseBadgeData(asked.productBadgeData);
          const colour = backgroundColour ?? textColour;
          const badges: PromoBadge[] = text
            ? [{ typeId: 'microLabel', content: { text, ...(colour ? { colour } : {}) } }]
            : [];
          return { productId: asked.productId, badges, variants: [] };
        }
        const base: BadgedPrice = {
          listMinor: toMinorUnits(product.price),
          saleMinor: toMinorUnits(asked.salePrice ?? product.sale_price ?? 0),
          categoryIds: product.categories,
          freeGift: isFreeGift(product.custom_fields),
          badgeData: asked.productBadgeData,
        };
        const paid = (p: BadgedPrice) => unitPrice({ list_price: p.listMinor, sale_price: p.saleMinor });
        const variants: PromoBadgesResult['data'][number]['variants'] = [];
        for (const variantId of new Set(asked.variantIds)) {
          const prices = record.variantPrices.get(variantId);
          if (!prices) continue;
          const own = { ...base, listMinor: prices.price_minor, saleMinor: prices.sale_price_minor };
          if (own.listMinor === base.listMinor && paid(own) === paid(base)) continue;
          variants.push({ variantId, badges: productBadges(rules, currency, now, own) });
        }
        return { productId: asked.productId, badges: productBadges(rules, currency, now, base), variants };
      });
      return { data };
    },
  };
}
