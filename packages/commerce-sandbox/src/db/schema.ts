import type { Generated } from 'kysely';

export interface CategoriesTable {
  id: number;
  parent_id: number;
  name: string;
  /** BigCommerce-style url with slashes at both ends: `/womens/clothing/`. */
  url: string;
  sort_order: Generated<number>;
  is_visible: Generated<boolean>;
}

export interface SandboxDatabase {
  categories: CategoriesTable;
}
