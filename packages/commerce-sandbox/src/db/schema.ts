import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/**
 * The sandbox's tables. Money is stored in minor units (integer pence/cents, `*_minor`) so that sums are exact;
 * the operations convert to major units at the edge, as BigCommerce answers. Timestamps are `timestamptz`.
 */
/** Insert may omit it (the column has a default) or pass a Date/ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T extends object | null> = JSONColumnType<T, T, T>;

export interface CategoriesTable {
  id: number;
  parent_id: number;
  name: string;
  /** BigCommerce-style url with slashes at both ends: `/womens/clothing/`. */
  url: string;
  sort_order: Generated<number>;
  is_visible: Generated<boolean>;
}

export interface ProductsTable {
  id: number;
  /** The style code and more; its first 6 characters are the product code (spec 000 §3). */
  sku: string;
  name: string;
  description: Generated<string>;
  /** `physical`, or `digital` for the e-gift card. */
  type: Generated<'physical' | 'digital'>;
  /** Product url (`/womens-linen-shirt-dress/`). */
  url: string;
  inventory_tracking: 'none' | 'product' | 'variant';
  /** Used when tracking is `product`. */
  inventory_level: Generated<number>;
  inventory_warning_level: Generated<number>;
  purchasing_disabled: Generated<boolean>;
  is_visible: Generated<boolean>;
  /** Popularity for the `total_sold` sort. */
  total_sold: Generated<number>;
  sort_order: Generated<number>;
  date_created: Timestamp;
}

/** A product belongs to its category and every ancestor, so a root's listing holds all its products. */
export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}

export interface ProductOptionsTable {
  id: number;
  product_id: number;
  /** `Color`, `Size`, `Length`. */
  display_name: string;
  sort_order: Generated<number>;
}

export interface ProductOptionValuesTable {
  id: number;
  option_id: number;
  label: string;
  is_default: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface VariantsTable {
  id: number;
  product_id: number;
  sku: string;
  /** Used when tracking is `variant`. */
  inventory_level: Generated<number>;
  purchasing_disabled: Generated<boolean>;
}

export interface VariantOptionValuesTable {
  variant_id: number;
  option_value_id: number;
}

/** A variant's price per currency (GBP on channel 1, EUR on 2, USD on 3). */
export interface VariantPricesTable {
  variant_id: number;
  currency_code: 'GBP' | 'EUR' | 'USD';
  price_minor: number;
  sale_price_minor: number | null;
}

export interface ProductModifiersTable {
  id: number;
  product_id: number;
  display_name: string;
  /** `text`, `multi_line_text`, `date`, `hidden`… */
  type: string;
  required: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface ProductCustomFieldsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  value: string;
}

export interface VariantMetadataTable {
  variant_id: number;
  language: Generated<string>;
  name: string;
  value: string;
}

export interface InventoryLocationsTable {
  id: number;
  code: string;
  label: string;
  enabled: Generated<boolean>;
}

export interface InventoryLevelsTable {
  location_id: number;
  variant_id: number;
  available_to_sell: number;
}

export interface CustomersTable {
  id: Generated<number>;
  /** Stored lower-cased: one account per address whatever its case. */
  email: string;
  first_name: string;
  last_name: string;
  phone: Generated<string>;
  /** `scrypt$N$r$p$salt$hash` (base64): never the password. */
  password_hash: string;
  /** Unused since migration 0016: the lockout's count and lock live in `sign_in_throttle`, keyed by email. */
  failed_logins: Generated<number>;
  /** Unused since migration 0016 (see `failed_logins`). */
  locked_at: Timestamp | null;
  date_created: Timestamp;
  /** Migration 0004: spec 001 §3 full registration's `accepts_product_review_abandoned_cart_emails`. */
  accepts_product_review_abandoned_cart_emails: Generated<boolean>;
}

/** Title, Date of Birth, Preference Email, Preference Post and the stored cart id (spec 001 §3). */
export interface CustomerFormFieldsTable {
  customer_id: number;
  name: string;
  value: string;
}

/** A signed-in session: the cookie holds a random token, the table its SHA-256. */
export interface SessionsTable {
  token_hash: string;
  customer_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface PasswordResetsTable {
  token_hash: string;
  customer_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CustomerAddressesTable {
  id: Generated<number>;
  customer_id: number;
  first_name: string;
  last_name: string;
  company: Generated<string>;
  address1: string;
  address2: Generated<string>;
  city: string;
  state_or_province: Generated<string>;
  postal_code: string;
  country_code: string;
  phone: Generated<string>;
  address_type: Generated<string>;
  /** Migration 0004: spec 001 §3 title, house number and street name, as `{ name, value }` pairs. */
  form_fields: ColumnType<{ name: string; value: string }[], string | undefined, string>;
}

export interface CartsTable {
  /** A random UUID: the cart cookie's value. */
  id: string;
  channel_id: number;
  currency_code: 'GBP' | 'EUR' | 'USD';
  customer_id: number | null;
  email: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Moved by every change to the cart's lines: an optimistic write goes through only at the version it read. */
  version: Generated<number>;
  /**
   * Migration 0010: what the last persisted promotions session update applied to the cart (accepted coupons, the
   * profile's offers), re-evaluated on every read; null when nothing is applied. Written as JSON text.
   */
  promotions: ColumnType<CartPromotions | null, string | null | undefined, string | null>;
}

/** Migration 0010: `carts.promotions` (src/promotions/cart.ts). */
export interface CartPromotions {
  /** The promotions application (currency) the session was evaluated in. */
  applicationId: number;
  /** The coupon codes accepted, as entered. */
  couponCodes: string[];
  /** The session's profile id ('' for a guest) and its `LoyaltyOffers` at that update. */
  profileId: string;
  offers: string[];
}

export interface CartLineItemsTable {
  id: string;
  cart_id: string;
  product_id: number;
  variant_id: number;
  quantity: number;
  /** Set for free gifts (0) and gift cards (the chosen amount); otherwise the variant's price applies. */
  list_price_minor: number | null;
  /** Modifier answers (gift card recipient…), as `{ option_id, option_value }[]`. */
  option_selections: Json<{ option_id: number; option_value: string | number }[]>;
  created_at: Timestamp;
}

export interface CheckoutsTable {
  cart_id: string;
  billing_address: Json<Record<string, unknown>> | null;
  /** The consignments: address, line items and the chosen shipping option. */
  consignments: Json<Record<string, unknown>[]>;
  version: Generated<number>;
}

export interface WishlistsTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  is_public: Generated<boolean>;
  token: string;
}

export interface WishlistItemsTable {
  id: Generated<number>;
  wishlist_id: number;
  product_id: number;
  variant_id: number;
}

export type OrderStatus =
  | 'Open'
  | 'Pending'
  | 'Confirmed'
  | 'Shipped'
  | 'Complete'
  | 'Cancelled'
  | 'Refunded';

export interface OrdersTable {
  id: Generated<number>;
  customer_id: number | null;
  email: string;
  channel_id: number;
  currency_code: 'GBP' | 'EUR' | 'USD';
  status: OrderStatus;
  subtotal_minor: number;
  shipping_minor: number;
  total_minor: number;
  billing_address: Json<Record<string, unknown>>;
  shipping_address: Json<Record<string, unknown>> | null;
  cart_id: string | null;
  date_created: Timestamp;
  /** Guest orders: the hash of the token in the `wardrobe-order-{id}` cookie (migration 0009). */
  guest_token_hash: Generated<string | null>;
}

export interface OrderProductsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  variant_id: number;
  sku: string;
  name: string;
  quantity: number;
  price_minor: number;
  options: Json<{ name: string; value: string }[]>;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  amount_minor: number;
  currency_code: string;
  method: string;
  status: 'authorized' | 'declined';
  card_last4: string | null;
  created_at: Timestamp;
}

/** Catalogue: a product's price per currency, its base variant's (migration 0003), for listing sorts. */
export interface ProductPricesTable {
  product_id: number;
  currency_code: 'GBP' | 'EUR' | 'USD';
  price_minor: number;
  sale_price_minor: number | null;
}

/** Migration 0007: spec 001 §7 marketing consent per email (lower-cased) and category; the last action wins. */
export interface MarketingConsentsTable {
  email: string;
  category: string;
  action: 'accept' | 'reject';
  updated_at: Timestamp;
}

/** Migration 0007: spec 000 §7 stock-level (back in stock) requests, one per email and sku. */
export interface ShopsTable {
  id: string;
  channel_id: number;
  name: string;
  address_lines: Json<string[]>;
  city: string;
  postcode: string;
  country_code: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  opening_hours: Json<{ day: string; opens: string | null; closes: string | null }[]>;
}

export interface StockNotificationsTable {
  email: string;
  /** A variant's or a product's sku. */
  sku: string;
  /** The market the shopper asked from (the last request wins). */
  channel_id: number;
  created_at: Timestamp;
}

/** Migration 0010: Talon.One customer sessions, one per promotions application and integration id (the cart id). */
export interface PromotionSessionsTable {
  id: Generated<number>;
  application_id: number;
  integration_id: string;
  /** '' for a guest's session. */
  profile_id: Generated<string>;
  store_integration_id: string | null;
  coupon_codes: ColumnType<string[], string | undefined, string>;
  /** The cart items as sent, each with its `position`. */
  cart_items: ColumnType<Record<string, unknown>[], string | undefined, string>;
  state: Generated<'open' | 'closed' | 'partially_returned' | 'cancelled'>;
  attributes: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** The effects of the last persisted evaluation. */
  effects: ColumnType<Record<string, unknown>[], string | undefined, string>;
  /** The session's total before discounts, in minor units (a profile's `totalSales` sums its closed sessions'). */
  total_minor: Generated<number>;
  update_count: Generated<number>;
  first_session: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0010: customer profiles by integration id (the customer's email, lower-cased). */
export interface PromotionProfilesTable {
  id: Generated<number>;
  integration_id: string;
  attributes: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
  last_activity: Timestamp;
}

/** Migration 0011: a searchable product's weighted words (`src/search`); the tsvector is never read back. */
export interface SearchDocumentsTable {
  product_id: number;
  document: string;
}

/** Migration 0011: the vocabulary of names, colours and categories, for typo look-ups (trigram index). */
export interface SearchWordsTable {
  word: string;
  product_count: number;
}

/** Migration 0011: "Search Suggestions" terms, lower-cased, with the number of products each finds. */
export interface SearchSuggestionsTable {
  term: string;
  kind: 'category' | 'type' | 'colour_type';
  product_count: number;
  words: number;
  document: string;
}

/** Migration 0011: one row; catalogue writes set `stale`, the next search rebuilds the index. */
export interface SearchIndexStateTable {
  id: Generated<boolean>;
  stale: boolean;
  built_at: Timestamp | null;
}

/** Migration 0012: a product review (spec 001 §3), its text trimmed, its author a first name or 'Anonymous'. */
export interface ProductReviewsTable {
  id: Generated<number>;
  product_id: number;
  /** 1–5 (a check constraint). */
  rating: number;
  title: string;
  message: string;
  author: string;
  created_at: Timestamp;
}

/** The sandbox's outbox (migration 0015, src/outbox): mail kept instead of sent. */
export interface OutboxTable {
  id: Generated<number>;
  /** Normalised: trimmed, lowercased. */
  to_email: string;
  subject: string;
  text: string;
  links: Json<string[]>;
  sent_at: ColumnType<Date, Date | string | undefined, never>;
}

/**
 * Sign-in throttling (migration 0016, src/sign-in/tables.ts): per client address, per address and email, and the
 * lockout's count per email (known or not). `''` stands for "any" in `address` and `email_key`.
 */
export interface SignInThrottleTable {
  address: Generated<string>;
  /** SHA-256 (hex) of the normalised email; never the email itself. */
  email_key: Generated<string>;
  failures: Generated<number>;
  /** Address rows: when the current 15-minute window began. */
  window_started_at: Timestamp | null;
  last_failed_at: Timestamp | null;
  /** Account rows: when the account was locked (spec 001 §4: for 30 minutes). */
  locked_at: Timestamp | null;
}

export interface SandboxDatabase {
  categories: CategoriesTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  product_options: ProductOptionsTable;
  product_option_values: ProductOptionValuesTable;
  variants: VariantsTable;
  variant_option_values: VariantOptionValuesTable;
  variant_prices: VariantPricesTable;
  product_modifiers: ProductModifiersTable;
  product_custom_fields: ProductCustomFieldsTable;
  variant_metadata: VariantMetadataTable;
  inventory_locations: InventoryLocationsTable;
  inventory_levels: InventoryLevelsTable;
  customers: CustomersTable;
  customer_form_fields: CustomerFormFieldsTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  customer_addresses: CustomerAddressesTable;
  carts: CartsTable;
  cart_line_items: CartLineItemsTable;
  checkouts: CheckoutsTable;
  wishlists: WishlistsTable;
  wishlist_items: WishlistItemsTable;
  orders: OrdersTable;
  order_products: OrderProductsTable;
  payments: PaymentsTable;
  product_prices: ProductPricesTable;
  marketing_consents: MarketingConsentsTable;
  stock_notifications: StockNotificationsTable;
  promotion_sessions: PromotionSessionsTable;
  shops: ShopsTable;
  promotion_profiles: PromotionProfilesTable;
  search_documents: SearchDocumentsTable;
  search_words: SearchWordsTable;
  search_suggestions: SearchSuggestionsTable;
  search_index_state: SearchIndexStateTable;
  product_reviews: ProductReviewsTable;
  outbox: OutboxTable;
  sign_in_throttle: SignInThrottleTable;
}
