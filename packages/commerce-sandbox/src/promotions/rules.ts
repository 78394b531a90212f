import { readFile } from 'node:fs/promises';
import type { StoreIntegrationIds } from '@wardrobe/domain-rules';
import { z } from 'zod';
import type { SandboxDb } from '../operations/context';
import { packageFile } from '../package-files';

/**
 * The promotions rules file (`promotions/rules.json` of this package): campaigns written for a person to read and
 * change, validated here when the engine first needs them. Money is in major units per currency.
 */

export const PROMOTION_CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
export type PromotionCurrency = (typeof PROMOTION_CURRENCIES)[number];

const amount = z.number().finite().nonnegative();
/** An amount per currency: a campaign runs only in the currencies its amounts name. */
const money = z.strictObject({ GBP: amount.optional(), EUR: amount.optional(), USD: amount.optional() });
export type Money = z.infer<typeof money>;

/** A day (`2024-09-01`, midnight UTC) or a moment with its offset. */
const moment = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((text) => new Date(text));
const percent = z.number().finite().gt(0).max(100);
const categoryUrl = z.string().regex(/^\/([a-z0-9-]+\/)+$/, 'must be a category address like /womens/');
const categories = z.array(categoryUrl).min(1);

const reward = z.union([
  z.strictObject({ freeGift: z.strictObject({ productMarkedBy: z.string().min(1) }) }),
  z.strictObject({ percentOffBasket: percent }),
  z.strictObject({ amountOffBasket: money }),
  z.strictObject({ percentOffEachItem: percent, inCategories: categories }),
  z.strictObject({ amountOffEachItem: money, inCategories: categories }),
]);

const campaign = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  description: z.string().optional(),
  /** When the campaign runs; outside it, as if it were not in the file (its coupons: not running). */
  runs: z.strictObject({ from: moment.optional(), until: moment.optional() }).optional(),
  coupon: z
    .strictObject({
      code: z.string().trim().min(1).max(100),
      id: z.number().int().positive(),
      startsOn: moment.optional(),
      expires: moment.optional(),
    })
    .optional(),
  /** Only for sessions whose customer profile holds this offer (`attributes.LoyaltyOffers`). */
  loyaltyOffer: z.string().min(1).optional(),
  when: z.strictObject({ basketAtLeast: money.optional() }).optional(),
  reward,
  /** Product-card badge: `text` makes a micro label (`{basketAtLeast}` is the minimum basket, as a price). */
  badge: z
    .strictObject({
      text: z.string().min(1).optional(),
      colour: z.string().min(1).optional(),
      onCategories: categories.optional(),
    })
    .optional(),
});

export const promotionRulesFileSchema = z
  .strictObject({
    about: z.array(z.string()).optional(),
    applications: z
      .array(
        z.strictObject({
          currency: z.enum(PROMOTION_CURRENCIES),
          id: z.number().int().positive(),
          name: z.string().min(1),
          store: z.string().min(1).max(1000),
        }),
      )
      .length(3),
    memberOffers: z.array(
      z.strictObject({
        offer: z.string().min(1),
        givenTo: z.literal('every member'),
        about: z.string().optional(),
      }),
    ),
    campaigns: z.array(campaign),
  })
  .superRefine((file, issues) => {
    const unique = (label: string, values: (string | number)[]) => {
      const seen = new Set<string | number>();
      for (const value of values) {
        if (seen.has(value)) issues.addIssue({ code: 'custom', message: `${label} ${value} is used twice` });
        seen.add(value);
      }
    };
    unique(
      'currency',
      file.applications.map((a) => a.currency),
    );
    unique(
      'campaign id',
      file.campaigns.map((c) => c.id),
    );
    unique('coupon code', [
      ...file.campaigns.flatMap((c) => (c.coupon ? [c.coupon.code.toUpperCase()] : [])),
    ]);
    unique('coupon id', [...file.campaigns.flatMap((c) => (c.coupon ? [c.coupon.id] : []))]);
    for (const c of file.campaigns) {
      if (c.coupon && c.loyaltyOffer) {
        issues.addIssue({
          code: 'custom',
          message: `campaign ${c.id} has both a coupon and a loyalty offer`,
        });
      }
    }
  });
export type PromotionRulesFile = z.output<typeof promotionRulesFileSchema>;
export type Campaign = PromotionRulesFile['campaigns'][number];
export type Reward = Campaign['reward'];

/** The rules file shipped with the package. Override: `WARDROBE_PROMOTIONS_RULES`. */
export function defaultRulesFile(from: string = process.cwd()): string {
  return packageFile('promotions/rules.json', 'WARDROBE_PROMOTIONS_RULES', 'The promotions rules file', from);
}

/** Reads and validates a rules file; a broken file fails with its path and every problem found. */
export async function readRulesFile(path: string): Promise<PromotionRulesFile> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`The promotions rules file ${path} could not be read: ${String(error)}`);
  }
  const parsed = promotionRulesFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`The promotions rules file ${path} is not valid:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** A campaign with its categories resolved to catalogue ids, its free gift to a sku. */
export interface CompiledCampaign extends Campaign {
  /** Category ids of an item reward (a product in any of them, or below them, qualifies). */
  categoryIds?: ReadonlySet<number>;
  /** Category ids of the badge's `onCategories`. */
  badgeCategoryIds?: ReadonlySet<number>;
  /** The free gift (`addFreeItem`): the first purchasable variant of the first product marked so. */
  gift?: { sku: string; name: string };
}

export interface CompiledRules {
  file: PromotionRulesFile;
  campaigns: CompiledCampaign[];
  /** Category id → its address (the session items' `category`), and back. */
  categoryUrls: ReadonlyMap<number, string>;
  categoryIds: ReadonlyMap<string, number>;
  /** Offers a new member profile gets (`attributes.LoyaltyOffers`). */
  memberOffers: string[];
  applications: Record<PromotionCurrency, PromotionRulesFile['applications'][number]>;
  /** The store integration id of each currency's application (domain-rules `StoreIntegrationIds`). */
  storeIds: StoreIntegrationIds;
}

/**
 * Resolves the file against the catalogue: category addresses to ids, the free gift's marking custom field to
 * a sku. Reading: a category address the catalogue lacks is an error in the file (it would silently never
 * apply); a free gift the catalogue lacks leaves its campaign out, with a warning.
 */
export async function compileRules(db: SandboxDb, file: PromotionRulesFile): Promise<CompiledRules> {
  const categories = await db.selectFrom('categories').select(['id', 'url']).execute();
  const gifts = new Map<string, { sku: string; name: string } | undefined>();
  for (const c of file.campaigns) {
    if (!('freeGift' in c.reward)) continue;
    const marker = c.reward.freeGift.productMarkedBy;
    if (!gifts.has(marker)) gifts.set(marker, await findGift(db, marker));
  }
  return resolveRules(file, categories, gifts);
}

/** `compileRules` on what it read: the catalogue's categories and the gift of each marking custom field. */
export function resolveRules(
  file: PromotionRulesFile,
  categories: readonly { id: number; url: string }[],
  gifts: ReadonlyMap<string, { sku: string; name: string } | undefined>,
): CompiledRules {
  const byUrl = new Map(categories.map((row) => [row.url, row.id]));
  const ids = (campaignId: number, urls: readonly string[] | undefined) => {
    if (!urls) return undefined;
    return new Set(
      urls.map((url) => {
        const id = byUrl.get(url);
        if (id === undefined) {
          throw new Error(
            `Promotions campaign ${campaignId} names category ${url}, which the catalogue does not have.`,
          );
        }
        return id;
      }),
    );
  };
  const campaigns: CompiledCampaign[] = [];
  for (const c of file.campaigns) {
    const compiled: CompiledCampaign = { ...c };
    if ('inCategories' in c.reward) compiled.categoryIds = ids(c.id, c.reward.inCategories);
    if (c.badge?.onCategories) compiled.badgeCategoryIds = ids(c.id, c.badge.onCategories);
    if ('freeGift' in c.reward) {
      const gift = gifts.get(c.reward.freeGift.productMarkedBy);
      if (!gift) {
        console.warn(
          `[promotions] campaign ${c.id}: no product is marked ${c.reward.freeGift.productMarkedBy}; left out.`,
        );
        continue;
      }
      compiled.gift = gift;
    }
    campaigns.push(compiled);
  }
  const applications = Object.fromEntries(
    file.applications.map((a) => [a.currency, a]),
  ) as CompiledRules['applications'];
  return {
    file,
    campaigns,
    categoryUrls: new Map(categories.map((row) => [row.id, row.url])),
    categoryIds: byUrl,
    memberOffers: file.memberOffers.map((m) => m.offer),
    applications,
    storeIds: { GBP: applications.GBP.store, EUR: applications.EUR.store, USD: applications.USD.store },
  };
}

/** The first visible product with the marking custom field (spec 000 §3, any case), and its first variant. */
async function findGift(db: SandboxDb, field: string): Promise<{ sku: string; name: string } | undefined> {
  const row = await db
    .selectFrom('product_custom_fields as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .innerJoin('variants as v', 'v.product_id', 'p.id')
    .select(['p.name', 'v.sku'])
    .where((eb) => eb(eb.fn('lower', ['f.name']), '=', field.toLowerCase()))
    .where('p.is_visible', '=', true)
    .where('p.purchasing_disabled', '=', false)
    .where('v.purchasing_disabled', '=', false)
    .orderBy('p.id')
    .orderBy('v.id')
    .executeTakeFirst();
  return row && { sku: row.sku, name: row.name };
}

/**
 * The compiled rules of a database, read and resolved once per process (by the handle's adapter, which its
 * transactions share). Reading: the rules and the catalogue's categories change with a restart, not while
 * running; a failed load is forgotten, so the next call tries again.
 *
 * A transaction takes the rules only once they are compiled; until then it compiles them on its own connection
 * (and keeps nothing). Awaiting a compile that runs on another connection would hold this one while waiting for
 * a second: a hang on PGlite's single connection, and on a pool once every connection waits so (issue 17).
 */
const compiled = new WeakMap<object, { rules: Promise<CompiledRules>; done?: CompiledRules }>();

export function promotionRules(db: SandboxDb, rulesFile?: string): Promise<CompiledRules> {
  const key = db.getExecutor().adapter;
  const compile = () => readRulesFile(rulesFile ?? defaultRulesFile()).then((file) => compileRules(db, file));
  const known = compiled.get(key);
  if (known?.done) return Promise.resolve(known.done);
  if (db.isTransaction) return compile();
  if (known) return known.rules;
  const entry: { rules: Promise<CompiledRules>; done?: CompiledRules } = { rules: compile() };
  compiled.set(key, entry);
  entry.rules.then(
    (rules) => {
      entry.done = rules;
    },
    () => compiled.delete(key),
  );
  return entry.rules;
}
