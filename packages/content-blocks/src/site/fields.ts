import { SHOP_MEDIA_HOST } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { type CallToAction, callToActionSchema } from '../shared/callToAction';
import { isSafeHref } from '../shared/fields';
import { IMAGE_LINK_SCHEMA, VIDEO_LINK_SCHEMA } from '../shared/media';

/** Text an entry cannot do without: absent or blank fails the parse with this message. */
export function requiredText(error: string) {
  return z.string({ error }).trim().min(1, { error });
}

/** A link an entry cannot do without (a path, an absolute URL, `mailto:`, `tel:`; never a script scheme). */
export function requiredLink(error: string) {
  return z
    .string({ error })
    .trim()
    .min(1, { error })
    .refine(isSafeHref, { error: 'Links may not use the javascript:, vbscript: or data: schemes' });
}

/** Optional text with the spec's default: absent or blank text takes the default. */
export function textWithDefault(fallback: string) {
  return z
    .string()
    .optional()
    .transform((value) => (value !== undefined && value.trim() !== '' ? value : fallback));
}

/**
 * A call to action with defaults for the parts an editor left out or blank (spec 001 §2: default link targets;
 * spec 002 §9: default button styles). Whether it is shown stays the block's display rule.
 */
export function callToActionWithDefaults(defaults: CallToAction) {
  return callToActionSchema.optional().transform((cta): CallToAction => {
    const merged: Record<string, string> = { ...(defaults as Record<string, string>) };
    for (const [field, value] of Object.entries(cta ?? {})) {
      if (typeof value === 'string' && value.trim() !== '') merged[field] = value;
    }
    return merged as CallToAction;
  });
}

/**
 * The media host of fixtures and of the sandbox's seeded entries: the shop itself (domain-rules
 * `SHOP_MEDIA_HOST`), which serves content pictures at `/i/{endpoint}/{name}` (contract: "no outside host").
 */
export const FIXTURE_MEDIA_HOST = SHOP_MEDIA_HOST;

/** An image link as Amplience delivers it, for fixtures. */
export function fixtureImage(name: string, alt?: string) {
  return {
    _meta: { schema: IMAGE_LINK_SCHEMA },
    id: `fixture-${name}`,
    name,
    endpoint: 'wardrobe',
    defaultHost: FIXTURE_MEDIA_HOST,
    ...(alt === undefined ? {} : { alt }),
  };
}

/**
 * A video link as Amplience delivers it, for fixtures. The shop serves every content video at
 * `/v/{endpoint}/{name}/{variant}` (the sandbox's studio clip stands in for each).
 */
export function fixtureVideo(name: string, alt?: string) {
  return {
    _meta: { schema: VIDEO_LINK_SCHEMA },
    id: `fixture-video-${name}`,
    name,
    endpoint: 'wardrobe',
    defaultHost: FIXTURE_MEDIA_HOST,
    ...(alt === undefined ? {} : { alt }),
  };
}

/** A fixture's `_meta`. */
export function fixtureMeta(schema: string, name: string, deliveryKey: string, deliveryId: string) {
  return { schema, name, deliveryKey, deliveryId };
}
