import type { Insertable, Kysely } from 'kysely';
import { transact } from '../db/bounds';
import type {
  InventoryLevelsTable,
  ProductModifiersTable,
  ProductOptionsTable,
  ProductOptionValuesTable,
  ProductsTable,
  SandboxDatabase,
  VariantOptionValuesTable,
  VariantPricesTable,
  VariantsTable,
} from '../db/schema';

/**
 * A small catalogue for tests that must not depend on the seeded one: products 900001…, variants 9000001…,
 * options, values and modifiers 900001…, skus `TEST…`. Prices in GBP, EUR and USD; stock split over the
 * inventory locations 1 and 2 (created only when absent). Ids are exported so tests name what they mean.
 */
export const TEST_PRODUCTS = {
  /** Variant tracking: Black S (stock 3), M (20), L (100), XL (purchase-disabled, stock 10). £45. */
  variantDress: {
    id: 900001,
    variants: { stock3: 9000001, stock20: 9000002, stock100: 9000003, disabled: 9000004 },
  },
  /** Product tracking, product stock 5, variants at 0 (their own level must not count). £30. */
  productJumper: { id: 900002, level: 5, variants: { small: 9000011, medium: 9000012 } },
  /** No tracking: unlimited, although the variant's level is 0. £12. */
  untrackedScarf: { id: 900003, variants: { one: 9000021 } },
  /** On sale: £40, sale £29.99 (EUR 48/35.99, USD 52/38.99). Variant tracking, stock 50. */
  saleShirt: { id: 900004, variants: { one: 9000031 } },
  /** A free gift (custom field `freegift`), worth £15, stock 10. */
  freeTote: { id: 900005, variants: { one: 9000041 } },
  /** A physical gift card with the gift modifiers; no tracking; £25 by default. */
  giftCard: {
    id: 900006,
    variants: { one: 9000051 },
    modifiers: {
      recipientEmail: 900101,
      recipientName: 900102,
      yourEmail: 900103,
      yourName: 900104,
      sendDate: 900105,
      message: 900106,
      uid: 900107,
    },
  },
  /** The e-gift card (type digital), same modifiers (ids 9002xx). */
  eGiftCard: {
    id: 900007,
    variants: { one: 9000061 },
    modifiers: {
      recipientEmail: 900201,
      recipientName: 900202,
      yourEmail: 900203,
      yourName: 900204,
      sendDate: 900205,
      message: 900206,
      uid: 900207,
    },
  },
  /** A purchase-disabled product (its variant is not), variant tracking, stock 10. */
  disabledProduct: { id: 900008, variants: { one: 9000071 } },
} as const;

/** Colour option ids and the value ids a test may want to read back. */
export const TEST_OPTIONS = { dressColour: 900001, dressSize: 900002 } as const;

const GIFT_MODIFIERS: [string, string, boolean][] = [
  ['Recipient email', 'text', true],
  ['Recipient name', 'text', true],
  ['Your email', 'text', true],
  ['Your name', 'text', true],
  ['Send date', 'date', false],
  ['Your message', 'multi_line_text', false],
  ['uid', 'hidden', false],
];

interface FixtureVariant {
  id: number;
  sku: string;
  level: number;
  disabled?: boolean;
  /** Option value ids. */
  values: number[];
  gbp: number;
  saleGbp?: number;
}

/** Inserts the test products (call once per database). */
export async function insertTestProducts(db: Kysely<SandboxDatabase>): Promise<void> {
  const products: Insertable<ProductsTable>[] = [
    p(TEST_PRODUCTS.variantDress.id, 'TEST01-DRESS', 'Test Variant Dress', 'variant'),
    {
      ...p(TEST_PRODUCTS.productJumper.id, 'TEST02-JUMPER', 'Test Product Jumper', 'product'),
      inventory_level: TEST_PRODUCTS.productJumper.level,
    },
    p(TEST_PRODUCTS.untrackedScarf.id, 'TEST03-SCARF', 'Test Untracked Scarf', 'none'),
    p(TEST_PRODUCTS.saleShirt.id, 'TEST04-SHIRT', 'Test Sale Shirt', 'variant'),
    p(TEST_PRODUCTS.freeTote.id, 'TEST05-TOTE', 'Test Free Tote', 'variant'),
    p(TEST_PRODUCTS.giftCard.id, 'TEST06-GIFTCARD', 'Test Gift Card', 'none'),
    { ...p(TEST_PRODUCTS.eGiftCard.id, 'TEST07-EGIFTCARD', 'Test E-Gift Card', 'none'), type: 'digital' },
    {
      ...p(TEST_PRODUCTS.disabledProduct.id, 'TEST08-COAT', 'Test Disabled Coat', 'variant'),
      purchasing_disabled: true,
    },
  ];

  // Options: Color + Size on the dress, jumper and shirt (ids 9000xx: options, 90001x…: values).
  const options: Insertable<ProductOptionsTable>[] = [
    { id: 900001, product_id: 900001, display_name: 'Color', sort_order: 0 },
    { id: 900002, product_id: 900001, display_name: 'Size', sort_order: 1 },
    { id: 900003, product_id: 900002, display_name: 'Color', sort_order: 0 },
    { id: 900004, product_id: 900002, display_name: 'Size', sort_order: 1 },
    { id: 900005, product_id: 900004, display_name: 'Color', sort_order: 0 },
    { id: 900006, product_id: 900004, display_name: 'Size', sort_order: 1 },
    { id: 900007, product_id: 900004, display_name: 'Length', sort_order: 2 },
  ];
  const values: Insertable<ProductOptionValuesTable>[] = [
    { id: 900011, option_id: 900001, label: 'Black', is_default: true },
    { id: 900012, option_id: 900002, label: 'S', sort_order: 0 },
    { id: 900013, option_id: 900002, label: 'M', sort_order: 1 },
    { id: 900014, option_id: 900002, label: 'L', sort_order: 2 },
    { id: 900015, option_id: 900002, label: 'XL', sort_order: 3 },
    { id: 900021, option_id: 900003, label: 'Light Blue', is_default: true },
    { id: 900022, option_id: 900004, label: 'S', sort_order: 0 },
    { id: 900023, option_id: 900004, label: 'M', sort_order: 1 },
    { id: 900031, option_id: 900005, label: 'White', is_default: true },
    { id: 900032, option_id: 900006, label: '12' },
    { id: 900033, option_id: 900007, label: 'Regular' },
  ];
  const variantRows: [productId: number, FixtureVariant][] = [
    [900001, { id: 9000001, sku: 'TEST01-DRESS-BLK-S', level: 3, values: [900011, 900012], gbp: 4500 }],
    [900001, { id: 9000002, sku: 'TEST01-DRESS-BLK-M', level: 20, values: [900011, 900013], gbp: 4500 }],
    [900001, { id: 9000003, sku: 'TEST01-DRESS-BLK-L', level: 100, values: [900011, 900014], gbp: 4500 }],
    [
      900001,
      {
        id: 9000004,
        sku: 'TEST01-DRESS-BLK-XL',
        level: 10,
        disabled: true,
        values: [900011, 900015],
        gbp: 4500,
      },
    ],
    [900002, { id: 9000011, sku: 'TEST02-JUMPER-LBL-S', level: 0, values: [900021, 900022], gbp: 3000 }],
    [900002, { id: 9000012, sku: 'TEST02-JUMPER-LBL-M', level: 0, values: [900021, 900023], gbp: 3000 }],
    [900003, { id: 9000021, sku: 'TEST03-SCARF-ONE', level: 0, values: [], gbp: 1200 }],
    [
      900004,
      {
        id: 9000031,
        sku: 'TEST04-SHIRT-WHT-12R',
        level: 50,
        values: [900031, 900032, 900033],
        gbp: 4000,
        saleGbp: 2999,
      },
    ],
    [900005, { id: 9000041, sku: 'TEST05-TOTE-ONE', level: 10, values: [], gbp: 1500 }],
    [900006, { id: 9000051, sku: 'TEST06-GIFTCARD-ONE', level: 0, values: [], gbp: 2500 }],
    [900007, { id: 9000061, sku: 'TEST07-EGIFTCARD-ONE', level: 0, values: [], gbp: 2500 }],
    [900008, { id: 9000071, sku: 'TEST08-COAT-ONE', level: 10, values: [], gbp: 9900 }],
  ];
  const variants: Insertable<VariantsTable>[] = variantRows.map(([product_id, v]) => ({
    id: v.id,
    product_id,
    sku: v.sku,
    inventory_level: v.level,
    purchasing_disabled: v.disabled ?? false,
  }));
  const variantValues: Insertable<VariantOptionValuesTable>[] = variantRows.flatMap(([, v]) =>
    v.values.map((option_value_id) => ({ variant_id: v.id, option_value_id })),
  );
  // EUR at ×1.2 and USD at ×1.3 of the GBP price, in minor units (a sale of 2999 gives 3599 and 3899).
  const prices: Insertable<VariantPricesTable>[] = variantRows.flatMap(([, v]) =>
    (
      [
        ['GBP', 1],
        ['EUR', 1.2],
        ['USD', 1.3],
      ] as const
    ).map(([currency_code, rate]) => ({
      variant_id: v.id,
      currency_code,
      price_minor: Math.round(v.gbp * rate),
      sale_price_minor: v.saleGbp === undefined ? null : Math.round((v.saleGbp * rate) / 100) * 100 - 1,
    })),
  );
  const modifiers: Insertable<ProductModifiersTable>[] = [
    TEST_PRODUCTS.giftCard,
    TEST_PRODUCTS.eGiftCard,
  ].flatMap((card) =>
    GIFT_MODIFIERS.map(([display_name, type, required], i) => ({
      id: Object.values(card.modifiers)[i] as number,
      product_id: card.id,
      display_name,
      type,
      required,
      sort_order: i,
    })),
  );
  // Stock split over the two locations: all but one unit at location 1, the last unit at location 2.
  const levels: Insertable<InventoryLevelsTable>[] = variantRows.flatMap(([, v]) => [
    { location_id: 1, variant_id: v.id, available_to_sell: Math.max(0, v.level - 1) },
    { location_id: 2, variant_id: v.id, available_to_sell: Math.min(1, v.level) },
  ]);

  await transact(db, async (trx) => {
    await trx
      .insertInto('inventory_locations')
      .values([
        { id: 1, code: 'TEST-LOC-1', label: 'Warehouse' },
        { id: 2, code: 'TEST-LOC-2', label: 'Shops' },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx.insertInto('products').values(products).execute();
    await trx.insertInto('product_options').values(options).execute();
    await trx.insertInto('product_option_values').values(values).execute();
    await trx.insertInto('variants').values(variants).execute();
    await trx.insertInto('variant_option_values').values(variantValues).execute();
    await trx.insertInto('variant_prices').values(prices).execute();
    await trx.insertInto('product_modifiers').values(modifiers).execute();
    await trx
      .insertInto('product_custom_fields')
      .values([{ product_id: TEST_PRODUCTS.freeTote.id, name: 'freegift', value: 'true' }])
      .execute();
    await trx.insertInto('inventory_levels').values(levels).execute();
  });
}

function p(
  id: number,
  sku: string,
  name: string,
  inventory_tracking: ProductsTable['inventory_tracking'],
): Insertable<ProductsTable> {
  return { id, sku, name, inventory_tracking, url: `/${sku.toLowerCase()}/` };
}
