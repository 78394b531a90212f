/**
 * Zod schemas of the content service (spec 001 §7 "Content search by url key", `shared/contracts/content.md`),
 * in Amplience Content Delivery v2 shapes (`/content/key/{key}`, `/content/id/{id}`, `/content/filter`), which a
 * production adapter passes through. Entries arrive inlined (`depth=all&format=inlined`). Every export is
 * prefixed `content` / `Content`. The entry's own fields are checked by its block's schema in
 * `@wardrobe/content-blocks`, not here: the transport only knows `_meta`.
 */
import { z } from 'zod';
import { stringArg } from './fields';

/** An entry as delivered: `_meta.schema` names its content type; everything else is the type's own fields. */
export const contentEntrySchema = z
  .object({
    _meta: z
      .object({
        schema: z.string(),
        name: z.string().optional(),
        deliveryId: z.string().optional(),
        deliveryKey: z.string().optional(),
      })
      .catchall(z.unknown()),
  })
  .catchall(z.unknown());
export type ContentEntry = z.infer<typeof contentEntrySchema>;

/**
 * A delivery key without the market's prefix (`home`, `my-account/your-good-stuff`): the middleware adds the
 * channel's prefix (`uk/`, `eu/`, `us/`). Reading: lower-case path segments of letters, digits, `-` and `_`,
 * because keys become lookups and must never be paths out of the content store.
 */
export const contentKeySchema = stringArg()
  .max(300)
  .regex(
    /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/,
    'must be a delivery key like home or my-account/offers',
  );

export const contentByKeyArgsSchema = z.object({ key: contentKeySchema });
export type ContentByKeyArgs = z.infer<typeof contentByKeyArgsSchema>;

export const contentByIdArgsSchema = z.object({ id: z.uuid({ error: 'must be a delivery id (a UUID)' }) });
export type ContentByIdArgs = z.infer<typeof contentByIdArgsSchema>;

/** Amplience's answer to a fetch by key or id: `{ content }`. A missing entry is 404 `Not found`. */
export const contentResultSchema = z.object({ content: contentEntrySchema });
export type ContentResult = z.infer<typeof contentResultSchema>;

/** Amplience's 404 text for a missing entry (fixtures `NO_RESULTS.json`). */
export const CONTENT_NOT_FOUND = 'Not found';

/** Amplience's filter page size is 1 to 12. */
export const CONTENT_FILTER_PAGE_MAX = 12;

/**
 * `POST /content/filter`: up to two JSON-pointer paths with values (`/_meta/schema`, `/category`), a sort and
 * a page. Reading: the filter covers the channel's market only, as a key lookup does.
 */
export const contentFilterArgsSchema = z.object({
  filterBy: z
    .array(
      z.object({
        path: z
          .string()
          .max(200)
          .regex(/^(\/[A-Za-z0-9_-]+)+$/, 'must be a JSON pointer like /_meta/schema'),
        value: z.union([z.string().max(500), z.number(), z.boolean()]),
      }),
    )
    .min(1)
    .max(5),
  sortBy: z.object({ key: z.string().max(100), order: z.enum(['ASC', 'DESC']).default('ASC') }).optional(),
  page: z
    .object({
      size: z.number().int().min(1).max(CONTENT_FILTER_PAGE_MAX).default(CONTENT_FILTER_PAGE_MAX),
      cursor: z.string().max(500).optional(),
    })
    .optional(),
});
export type ContentFilterArgs = z.input<typeof contentFilterArgsSchema>;
export type ContentFilterRequest = z.output<typeof contentFilterArgsSchema>;

export const contentFilterResultSchema = z.object({
  responses: z.array(z.object({ content: contentEntrySchema })),
  page: z.object({ responseCount: z.number().int(), nextCursor: z.string().optional() }),
});
export type ContentFilterResult = z.infer<typeof contentFilterResultSchema>;
