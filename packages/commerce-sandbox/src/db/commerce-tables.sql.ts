/**
 * Migration 0002: the commerce tables (catalogue, stock, customers, sessions, carts, checkouts, wishlists,
 * orders, payments). Plain Postgres DDL, run statement by statement on PGlite or a Postgres server alike.
 * Foreign keys cascade from their owner so that deleting a cart, a customer or a product leaves no orphans.
 */
export const COMMERCE_TABLES = `
create table products (
  id integer primary key,
  sku text not null unique,
  name text not null,
  description text not null default '',
  type text not null default 'physical' check (type in ('physical', 'digital')),
  url text not null unique,
  inventory_tracking text not null check (inventory_tracking in ('none', 'product', 'variant')),
  inventory_level integer not null default 0,
  inventory_warning_level integer not null default 0,
  purchasing_disabled boolean not null default false,
  is_visible boolean not null default true,
  total_sold integer not null default 0,
  sort_order integer not null default 0,
  date_created timestamptz not null default now()
);
create table product_categories (
  product_id integer not null references products(id) on delete cascade,
  category_id integer not null references categories(id) on delete cascade,
  primary key (category_id, product_id)
);
create index product_categories_product_idx on product_categories (product_id);
create table product_options (
  id integer primary key,
  product_id integer not null references products(id) on delete cascade,
  display_name text not null,
  sort_order integer not null default 0
);
create index product_options_product_idx on product_options (product_id);
create table product_option_values (
  id integer primary key,
  option_id integer not null references product_options(id) on delete cascade,
  label text not null,
  is_default boolean not null default false,
  sort_order integer not null default 0
);
create index product_option_values_option_idx on product_option_values (option_id);
create table variants (
  id integer primary key,
  product_id integer not null references products(id) on delete cascade,
  sku text not null unique,
  inventory_level integer not null default 0,
  purchasing_disabled boolean not null default false
);
create index variants_product_idx on variants (product_id);
create table variant_option_values (
  variant_id integer not null references variants(id) on delete cascade,
  option_value_id integer not null references product_option_values(id) on delete cascade,
  primary key (variant_id, option_value_id)
);
create index variant_option_values_value_idx on variant_option_values (option_value_id);
create table variant_prices (
  variant_id integer not null references variants(id) on delete cascade,
  currency_code text not null check (currency_code in ('GBP', 'EUR', 'USD')),
  price_minor integer not null check (price_minor >= 0),
  sale_price_minor integer check (sale_price_minor >= 0),
  primary key (variant_id, currency_code)
);
create table product_modifiers (
  id integer primary key,
  product_id integer not null references products(id) on delete cascade,
  display_name text not null,
  type text not null,
  required boolean not null default false,
  sort_order integer not null default 0
);
create index product_modifiers_product_idx on product_modifiers (product_id);
create table product_custom_fields (
  id serial primary key,
  product_id integer not null references products(id) on delete cascade,
  name text not null,
  value text not null
);
create index product_custom_fields_product_idx on product_custom_fields (product_id);
create table variant_metadata (
  variant_id integer not null references variants(id) on delete cascade,
  language text not null default 'en',
  name text not null,
  value text not null,
  primary key (variant_id, language, name)
);
create table inventory_locations (
  id integer primary key,
  code text not null unique,
  label text not null,
  enabled boolean not null default true
);
create table inventory_levels (
  location_id integer not null references inventory_locations(id) on delete cascade,
  variant_id integer not null references variants(id) on delete cascade,
  available_to_sell integer not null default 0,
  primary key (variant_id, location_id)
);
create table customers (
  id serial primary key,
  email text not null unique,
  first_name text not null,
  last_name text not null,
  phone text not null default '',
  password_hash text not null,
  failed_logins integer not null default 0,
  locked_at timestamptz,
  date_created timestamptz not null default now()
);
create table customer_form_fields (
  customer_id integer not null references customers(id) on delete cascade,
  name text not null,
  value text not null,
  primary key (customer_id, name)
);
create table sessions (
  token_hash text primary key,
  customer_id integer not null references customers(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_customer_idx on sessions (customer_id);
create table password_resets (
  token_hash text primary key,
  customer_id integer not null references customers(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
create table customer_addresses (
  id serial primary key,
  customer_id integer not null references customers(id) on delete cascade,
  first_name text not null,
  last_name text not null,
  company text not null default '',
  address1 text not null,
  address2 text not null default '',
  city text not null,
  state_or_province text not null default '',
  postal_code text not null,
  country_code text not null,
  phone text not null default '',
  address_type text not null default 'residential'
);
create index customer_addresses_customer_idx on customer_addresses (customer_id);
create table carts (
  id text primary key,
  channel_id integer not null,
  currency_code text not null check (currency_code in ('GBP', 'EUR', 'USD')),
  customer_id integer references customers(id) on delete set null,
  email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table cart_line_items (
  id text primary key,
  cart_id text not null references carts(id) on delete cascade,
  product_id integer not null references products(id),
  variant_id integer not null references variants(id),
  quantity integer not null check (quantity > 0),
  list_price_minor integer check (list_price_minor >= 0),
  option_selections jsonb not null default '[]',
  created_at timestamptz not null default now()
);
create index cart_line_items_cart_idx on cart_line_items (cart_id);
create table checkouts (
  cart_id text primary key references carts(id) on delete cascade,
  billing_address jsonb,
  consignments jsonb not null default '[]',
  version integer not null default 1
);
create table wishlists (
  id serial primary key,
  customer_id integer not null references customers(id) on delete cascade,
  name text not null,
  is_public boolean not null default false,
  token text not null unique
);
create index wishlists_customer_idx on wishlists (customer_id);
create table wishlist_items (
  id serial primary key,
  wishlist_id integer not null references wishlists(id) on delete cascade,
  product_id integer not null references products(id) on delete cascade,
  variant_id integer not null references variants(id) on delete cascade,
  unique (wishlist_id, product_id, variant_id)
);
create table orders (
  id serial primary key,
  customer_id integer references customers(id) on delete set null,
  email text not null,
  channel_id integer not null,
  currency_code text not null check (currency_code in ('GBP', 'EUR', 'USD')),
  status text not null check (status in ('Open', 'Pending', 'Confirmed', 'Shipped', 'Complete', 'Cancelled', 'Refunded')),
  subtotal_minor integer not null,
  shipping_minor integer not null default 0,
  total_minor integer not null,
  billing_address jsonb not null,
  shipping_address jsonb,
  cart_id text,
  date_created timestamptz not null default now()
);
create index orders_customer_idx on orders (customer_id, date_created);
create table order_products (
  id serial primary key,
  order_id integer not null references orders(id) on delete cascade,
  product_id integer not null,
  variant_id integer not null,
  sku text not null,
  name text not null,
  quantity integer not null check (quantity > 0),
  price_minor integer not null,
  options jsonb not null default '[]'
);
create index order_products_order_idx on order_products (order_id);
create table payments (
  id serial primary key,
  order_id integer not null references orders(id) on delete cascade,
  amount_minor integer not null,
  currency_code text not null,
  method text not null,
  status text not null check (status in ('authorized', 'declined')),
  card_last4 text,
  created_at timestamptz not null default now()
)
`;
