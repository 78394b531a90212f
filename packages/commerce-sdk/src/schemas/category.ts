import { z } from 'zod';

/**
 * Spec 000 §3 Category: id, name, url, parent_id, children, path (ancestor ids).
 * The tree node follows BigCommerce's category-tree shape, which the production adapter passes through.
 */
export interface CategoryTreeNode {
  id: number;
  parent_id: number;
  depth: number;
  path: number[];
  name: string;
  is_visible: boolean;
  url: string;
  children: CategoryTreeNode[];
}

export const categoryTreeNodeSchema: z.ZodType<CategoryTreeNode> = z.object({
  id: z.number().int().positive(),
  parent_id: z.number().int().nonnegative(),
  depth: z.number().int().nonnegative(),
  path: z.array(z.number().int()),
  name: z.string().min(1),
  is_visible: z.boolean(),
  url: z.string().startsWith('/'),
  get children() {
    return z.array(categoryTreeNodeSchema);
  },
});
