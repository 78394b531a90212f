// The locale overlay's picture (spec 001 §2, §7). A server component; its schema and fixtures are exported by
// `site/index.ts` already.
export {
  LOCALE_SELECTOR_IMAGE_SIZE,
  LocaleSelectorImage,
  type LocaleSelectorImageProps,
} from './LocaleSelectorImage';
