'use client';

import {
  NO_RESULTS_MESSAGE,
  normalizeSearchTerm,
  SEARCH_DEBOUNCE_MS as RULES_SEARCH_DEBOUNCE_MS,
  SEARCH_AUTOCOMPLETE_PRODUCTS,
  SEARCH_AUTOCOMPLETE_SUGGESTIONS,
  SEARCH_IMAGE_WIDTH,
  showNoResults,
} from '@wardrobe/domain-rules';
import {
  type CSSProperties,
  type ElementType,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Button as AriaButton, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button';
import { CloseIcon } from '../Icon';
import { resultCountText } from '../ListingToolbar/ListingToolbar';
import { Price } from '../Price';
import { SearchField } from '../SearchField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SearchBar.css';
import { searchImageUrl } from './searchImage';

/** Spec 000 §9 / 001 §5: autocomplete waits for 200 ms of quiet typing. */
export const SEARCH_DEBOUNCE_MS = RULES_SEARCH_DEBOUNCE_MS;
/** Spec 000 §9: at most 10 products… */
export const MAX_SEARCH_PRODUCTS = SEARCH_AUTOCOMPLETE_PRODUCTS;
/** …and 5 suggestions. */
export const MAX_SEARCH_SUGGESTIONS = SEARCH_AUTOCOMPLETE_SUGGESTIONS;
/** Spec 001 §8 empty state, shown only when `showNoResults` holds (term longer than 3 characters). */
export const NO_SEARCH_RESULTS_TEXT = NO_RESULTS_MESSAGE;
export const SEARCH_LABEL = 'Search';
export const CLOSE_SEARCH_LABEL = 'Close search';
export const SEARCH_SUBMIT_LABEL = 'Search';

/** A product of the autocomplete (spec 001 §2: id, sku, url, image, prices, colour). */
export interface SearchBarProduct {
  id: string;
  sku?: string;
  name: string;
  url: string;
  image?: string;
  /** What the shopper pays now. */
  price?: number;
  /** The price before a sale; shown struck through when higher than `price`. */
  originalPrice?: number;
  colour?: string;
}

export interface SearchBarResults {
  products: SearchBarProduct[];
  suggestions: string[];
}

export interface SearchBarProps {
  isOpen: boolean;
  /** Called with `false` on Escape, the 'Close search' button, a click on the backdrop, or a submit. */
  onOpenChange: (open: boolean) => void;
  /**
   * The autocomplete: called with the text as typed (spec 001 §5) after `debounceMs` of quiet, never for an empty
   * or whitespace-only text. The signal aborts when a newer text is fetched or the bar closes.
   */
  fetchResults: (term: string, signal: AbortSignal) => Promise<SearchBarResults>;
  /** Enter, 'Search' or a suggestion: called with the trimmed, non-empty term (then the bar closes). */
  onSubmit: (term: string) => void;
  /** The market's currency, for prices. */
  currency: string;
  /** Defaults to `SEARCH_DEBOUNCE_MS` (200). */
  debounceMs?: number;
  /** How far down the viewport the bar starts (the header's height), any CSS length; `0` by default. */
  offsetTop?: string;
  /** The element for product links: `'a'` by default, or the app's router link (e.g. Next's `Link`). */
  linkAs?: ElementType;
  placeholder?: string;
}

/**
 * The header's search bar (spec 001 §2 "Search bar", §4, §5; spec 000 §9): a modal overlay under the header,
 * labelled 'Search', with the search field focused on open. Typing asks `fetchResults` for the text as typed
 * after 200 ms of quiet (an earlier request is aborted; blank text asks nothing) and shows up to 10 products
 * (320 px image, name, was/now price, colour; links to the product) and up to 5 suggestions (buttons that search
 * for that term). 'No products found matching your search criteria.' shows only when nothing was found for a
 * term longer than 3 characters. Enter or 'Search' with a non-empty trimmed term calls `onSubmit(term)` and
 * closes the bar; blank does nothing. Escape, 'Close search' and a click on the backdrop close it, and focus goes
 * back to what opened it. Closing on a route change is the storefront's job.
 *
 * Reading: Escape closes the bar at once, even with text in the field (spec 001 §4 "Search bar closes on
 * Escape"); the field's 'Clear search' button clears it. Results of an aborted or failed request are never shown.
 */
export function SearchBar({ isOpen, onOpenChange, offsetTop, ...content }: SearchBarProps) {
  const overlayStyle: CSSProperties | undefined = offsetTop ? { top: offsetTop } : undefined;
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
      style={overlayStyle}
    >
      <Modal className={styles.panel}>
        <Dialog aria-label={SEARCH_LABEL} className={styles.dialog}>
          {({ close }) => <SearchBarContent {...content} close={close} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface ShownResults extends SearchBarResults {
  /** The text these results are for. */
  term: string;
}

function SearchBarContent({
  fetchResults,
  onSubmit,
  currency,
  debounceMs = SEARCH_DEBOUNCE_MS,
  linkAs: LinkElement = 'a',
  placeholder,
  close,
}: Omit<SearchBarProps, 'isOpen' | 'onOpenChange' | 'offsetTop'> & { close: () => void }) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<ShownResults | null>(null);
  const request = useRef<AbortController | null>(null);
  // The latest fetcher, so a new function identity from the parent does not start a new request.
  const fetcher = useRef(fetchResults);
  fetcher.current = fetchResults;
  const suggestionsId = useId();
  const productsId = useId();

  useEffect(() => {
    if (normalizeSearchTerm(text) === undefined) {
      request.current?.abort();
      request.current = null;
      setResults(null);
      return;
    }
    const timer = setTimeout(() => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      fetcher.current(text, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setResults({
            term: text,
            products: (found?.products ?? []).slice(0, MAX_SEARCH_PRODUCTS),
            suggestions: (found?.suggestions ?? []).slice(0, MAX_SEARCH_SUGGESTIONS),
          });
        },
        () => {
          // An abort, or a failed request: nothing to show for this text.
          if (!controller.signal.aborted) setResults(null);
        },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  // Closing (unmounting) abandons the request in flight.
  useEffect(() => () => request.current?.abort(), []);

  const submit = (raw: string) => {
    const term = normalizeSearchTerm(raw);
    if (term === undefined) return;
    onSubmit(term);
    close();
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(text);
  };

  // Escape closes the bar at once (the field alone would first clear its text).
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  const products = results?.products ?? [];
  const suggestions = results?.suggestions ?? [];
  const noResults = results !== null && showNoResults(results.term, products.length);

  return (
    <div className={styles.content}>
      <form className={styles.form} onSubmit={onFormSubmit} onKeyDownCapture={onKeyDownCapture}>
        <SearchField
          label={SEARCH_LABEL}
          labelVisibility="hidden"
          placeholder={placeholder}
          value={text}
          onChange={setText}
          onSubmit={submit}
          // The bar opens for typing: focus moves to its field.
          autoFocus
          className={styles.field}
        />
        <Button type="submit" className={styles.submit}>
          {SEARCH_SUBMIT_LABEL}
        </Button>
        <AriaButton aria-label={CLOSE_SEARCH_LABEL} className={styles.closeButton} onPress={close}>
          <CloseIcon />
        </AriaButton>
      </form>

      <div role="status" className={styles.status}>
        {noResults ? <p className={styles.noResults}>{NO_SEARCH_RESULTS_TEXT}</p> : null}
        {products.length > 0 ? <VisuallyHidden>{resultCountText(products.length)}</VisuallyHidden> : null}
      </div>

      {suggestions.length > 0 || products.length > 0 ? (
        <div className={styles.results}>
          {suggestions.length > 0 ? (
            <section aria-labelledby={suggestionsId} className={styles.suggestions}>
              <h2 id={suggestionsId} className={styles.heading}>
                Suggestions
              </h2>
              <ul className={styles.suggestionList}>
                {suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <AriaButton className={styles.suggestion} onPress={() => submit(suggestion)}>
                      {suggestion}
                    </AriaButton>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {products.length > 0 ? (
            <section aria-labelledby={productsId} className={styles.products}>
              <h2 id={productsId} className={styles.heading}>
                Products
              </h2>
              <ul className={styles.productList}>
                {products.map((product) => (
                  <li key={product.id} className={styles.productItem}>
                    <LinkElement href={product.url} className={styles.productLink}>
                      <span className={styles.imageBox}>
                        {product.image ? (
                          // biome-ignore lint/performance/noImgElement: the design system is framework-free; the 320 px rendition comes from the URL.
                          <img
                            src={searchImageUrl(product.image)}
                            alt=""
                            width={SEARCH_IMAGE_WIDTH}
                            height={400}
                            loading="lazy"
                            decoding="async"
                            className={styles.image}
                          />
                        ) : null}
                      </span>
                      <span className={styles.productName}>{product.name}</span>
                    </LinkElement>
                    {typeof product.price === 'number' ? (
                      <Price
                        amount={product.price}
                        wasAmount={product.originalPrice}
                        currency={currency}
                        size="small"
                      />
                    ) : null}
                    {product.colour ? <span className={styles.colour}>{product.colour}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
