/**
 * Migration 0010, one statement each: the promotions engine's customer sessions (Talon.One `CustomerSessionV2`,
 * one per application and integration id) and customer profiles (shared by the applications, as Talon.One's
 * profiles belong to the account), and what a persisted session update applied to a cart (`carts.promotions`).
 */
export const PROMOTIONS_TABLES: readonly string[] = [
  `create table promotion_sessions (
  id serial primary key,
  application_id integer not null,
  integration_id text not null,
  profile_id text not null default '',
  store_integration_id text,
  coupon_codes jsonb not null default '[]',
  cart_items jsonb not null default '[]',
  state text not null default 'open' check (state in ('open', 'closed', 'partially_returned', 'cancelled')),
  attributes jsonb not null default '{}',
  effects jsonb not null default '[]',
  total_minor bigint not null default 0,
  update_count integer not null default 1,
  first_session boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (application_id, integration_id)
)`,
  `create index promotion_sessions_profile_idx on promotion_sessions (profile_id) where profile_id <> ''`,
  `create table promotion_profiles (
  id serial primary key,
  integration_id text not null unique,
  attributes jsonb not null default '{}',
  created_at timestamptz not null default now(),
  last_activity timestamptz not null default now()
)`,
  'alter table carts add column promotions jsonb',
];

export const PROMOTIONS_TABLES_DOWN: readonly string[] = [
  'alter table carts drop column if exists promotions',
  'drop table if exists promotion_profiles',
  'drop table if exists promotion_sessions',
];
