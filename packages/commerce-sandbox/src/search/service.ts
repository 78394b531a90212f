import { randomUUID } from 'node:crypto';
import type {
  SearchAutocompleteResult,
  SearchCallOptions,
  SearchPaging,
  SearchRecommendationsResult,
  SearchResult,
  SearchService,
} from '@wardrobe/commerce-sdk';
import type { CurrencyCode } from '@wardrobe/domain-rules';
import { catalogueVersionSource } from '../db/catalogue-version';
import type { SandboxDb } from '../operations/context';
import { SearchIndexFreshness } from './build';
import { loadSearchCatalogue, type SearchCatalogue, type SearchProduct } from './catalogue';
import { searchItem, shownVariant } from './items';
import {
  loadTermIndex,
  loadVocabulary,
  matchTerm as matchIndex,
  type TermIndex,
  type TermMatch,
  typoCorrections,
} from './match';
import { completeTheLook, PODS, similarItems } from './recommendations';
import {
  applyFilters,
  type Candidate,
  chooseSort,
  facetsOf,
  groupsOf,
  pageOf,
  parseFilters,
  sortOptionsAnswer,
} from './results';
import { nameScore, type TermQuery, termWords, wordMatches } from './text';

/**
 * Reading of `/browse/collection_id/{id}`: collections are sets the catalogue defines by rule, not by hand:
 * - `sale`: products with a variation on sale in the currency (only those variations are shown and counted);
 * - `new-in`: products created within 90 days of the newest product.
 * An unknown collection (or category) browses to no results, as Constructor answers an unknown group.
 */
export const COLLECTIONS = ['sale', 'new-in'] as const;
const NEW_IN_DAYS = 90;
const DAY_MS = 86_400_000;

/** What is kept for one catalogue version: searchable catalogues by currency, typo corrections, matches. */
interface Generation {
  version: string;
  catalogues: Map<string, Promise<SearchCatalogue>>;
  vocabulary: Promise<string[]> | undefined;
  index: Promise<TermIndex> | undefined;
  corrections: Map<string, Promise<string[]>>;
  matches: Map<string, Promise<Matched>>;
}

/** A term's words and corrections, what they match, and the matches ranked (per currency's catalogue). */
interface Matched {
  query: TermQuery;
  match: TermMatch;
  ranked: Map<SearchCatalogue, Candidate[]>;
}

/**
 * Terms kept per catalogue version, most recently asked last. Shoppers type the same beginnings ("dr", "dre",
 * "dres"), so most autocomplete calls are answered from here; a change to the catalogue starts afresh.
 */
const REMEMBERED_TERMS = 2000;

/** A value made once per key (the same promise for callers meanwhile), the least recently used forgotten. */
function remember<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  const known = cache.get(key);
  if (known) {
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  const made = make();
  cache.set(key, made);
  made.catch(() => {
    if (cache.get(key) === made) cache.delete(key);
  });
  if (cache.size > REMEMBERED_TERMS) cache.delete(cache.keys().next().value as string);
  return made;
}

/**
 * The sandbox's search and recommendations with Constructor.io semantics (`SearchService`). Matching runs in the
 * database (weighted full-text search with prefixes, pg_trgm for typos: `search/match.ts`) on an index rebuilt
 * when the catalogue changes what it holds (`search/build.ts`); filters, facets, sorting and recommendations run
 * on the searchable catalogue kept in memory per catalogue version and currency (`search/catalogue.ts`).
 *
 * Prices are in `options.currency`. The user id (signed-in shoppers only, set by the SDK from the session) is
 * echoed as `request.ui`, the parameter Constructor receives it in.
 */
export function createSandboxSearch(db: SandboxDb): SearchService {
  const freshness = new SearchIndexFreshness(db);
  let current: Generation | undefined;

  /** The index made fresh, and what is kept for the current catalogue version. */
  async function prepare(): Promise<Generation> {
    const version = await catalogueVersionSource(db)(db);
    await freshness.ensure(version);
    if (current?.version !== version) {
      current = {
        version,
        catalogues: new Map(),
        vocabulary: undefined,
        index: undefined,
        corrections: new Map(),
        matches: new Map(),
      };
    }
    return current;
  }

  const catalogueOf = (generation: Generation, currency: CurrencyCode) =>
    remember(generation.catalogues, currency, () => loadSearchCatalogue(db, currency));

  /** The term's words with their typo corrections, and what they match (both kept per catalogue version). */
  async function matchTerm(generation: Generation, term: string): Promise<Matched> {
    const words = termWords(term);
    return remember(generation.matches, words.join(' '), async () => {
      generation.vocabulary ??= loadVocabulary(db).catch((error: unknown) => {
        generation.vocabulary = undefined;
        throw error;
      });
      const vocabulary = await generation.vocabulary;
      const corrections = await Promise.all(
        words.map((word) =>
          remember(generation.corrections, word, () => typoCorrections(db, vocabulary, word)),
        ),
      );
      const query = { words, corrections };
      generation.index ??= loadTermIndex(db).catch((error: unknown) => {
        generation.index = undefined;
        throw error;
      });
      return { query, match: matchIndex(await generation.index, query), ranked: new Map() };
    });
  }

  /** The term's matches as candidates (every searchable variant), best first; ranked once per catalogue. */
  function candidatesOf(catalogue: SearchCatalogue, matched: Matched): Candidate[] {
    let candidates = matched.ranked.get(catalogue);
    if (!candidates) {
      candidates = rank(catalogue, matched);
      matched.ranked.set(catalogue, candidates);
    }
    return candidates;
  }

  function rank(catalogue: SearchCatalogue, { query, match }: Matched): Candidate[] {
    const ranked = match.products.flatMap((matched) => {
      const product = catalogue.products.get(matched.id);
      return product ? [{ matched, product, score: nameScore(query, product.nameWords) }] : [];
    });
    // Matched as typed, then by the name, then by the weighted words, then the best sellers.
    ranked.sort(
      (a, b) =>
        Number(b.matched.strict) - Number(a.matched.strict) ||
        b.score - a.score ||
        b.matched.rank - a.matched.rank ||
        b.product.totalSold - a.product.totalSold ||
        a.product.id - b.product.id,
    );
    return ranked.map(({ product }): Candidate => ({ product, variants: product.variants }));
  }

  /** The colours of a product the term names (`black dress` shows the black one). */
  const namedColours = (query: TermQuery) => (product: SearchProduct) =>
    product.colours.filter((colour) =>
      (product.colourWords.get(colour) ?? []).some((word) => wordMatches(query, word)),
    );

  const userEcho = (options: SearchCallOptions) => (options.userId ? { ui: options.userId } : {});

  function resultsAnswer(
    catalogue: SearchCatalogue,
    scope: Candidate[],
    request: SearchPaging,
    echo: Record<string, unknown>,
    options: SearchCallOptions,
    extra: { query?: TermQuery; groupStart?: number; relevanceName: string },
  ): SearchResult {
    const filters = parseFilters(request.filters);
    const sort = chooseSort(request.sortBy, request.sortOrder);
    const matched = applyFilters(scope, filters);
    const query = extra.query;
    const page = pageOf(matched, sort, request.page, request.resultsPerPage, {
      preferredColours: query ? namedColours(query) : undefined,
      matchedTerms: query?.words,
    });
    return {
      response: {
        results: page.results,
        facets: facetsOf(scope, filters),
        groups: groupsOf(catalogue, matched, extra.groupStart),
        sort_options: sortOptionsAnswer(sort, extra.relevanceName),
        total_num_results: page.total,
        refined_content: [],
        features: [],
      },
      result_id: randomUUID(),
      request: {
        ...echo,
        page: request.page,
        num_results_per_page: request.resultsPerPage,
        sort_by: sort.sort_by,
        sort_order: sort.sort_order,
        filters: request.filters ?? {},
        section: 'Products',
        ...userEcho(options),
      },
    };
  }

  return {
    async autocomplete(options, request) {
      const generation = await prepare();
      const [catalogue, matched] = await Promise.all([
        catalogueOf(generation, options.currency),
        matchTerm(generation, request.term),
      ]);
      const { query, match } = matched;
      const products = applyFilters(candidatesOf(catalogue, matched), parseFilters(request.filters));
      const colours = namedColours(query);
      return {
        sections: {
          Products: products.slice(0, request.numResults.Products).map(({ product, variants }) =>
            searchItem(product, shownVariant(variants, colours(product)), {
              matchedTerms: query.words,
            }),
          ),
          'Search Suggestions': match.suggestions
            .slice(0, request.numResults['Search Suggestions'])
            .map((term) => ({
              value: term,
              matched_terms: query.words,
              labels: {},
              data: { id: term },
            })),
        },
        total_num_results_per_section: {
          Products: products.length,
          'Search Suggestions': match.suggestionsTotal,
        },
        result_id: randomUUID(),
        request: {
          term: request.term,
          num_results: request.numResults,
          ...(request.filters ? { filters: request.filters } : {}),
          ...userEcho(options),
        },
      } satisfies SearchAutocompleteResult;
    },

    async search(options, request) {
      const generation = await prepare();
      const [catalogue, matched] = await Promise.all([
        catalogueOf(generation, options.currency),
        matchTerm(generation, request.term),
      ]);
      return resultsAnswer(
        catalogue,
        candidatesOf(catalogue, matched),
        request,
        { term: request.term },
        options,
        {
          query: matched.query,
          relevanceName: 'Relevance',
        },
      );
    },

    async browse(options, request) {
      const catalogue = await catalogueOf(await prepare(), options.currency);
      const echo = { browse_filter_name: request.filterName, browse_filter_value: request.filterValue };
      let scope: Candidate[] = [];
      let groupStart: number | undefined;
      if (request.filterName === 'group_id') {
        const id = /^\d{1,9}$/.test(request.filterValue) ? Number(request.filterValue) : Number.NaN;
        if (catalogue.categories.has(id)) {
          groupStart = id;
          scope = catalogue.featured
            .filter((p) => p.categories.includes(id))
            .map((product) => ({ product, variants: product.variants }));
        }
      } else if (request.filterValue === 'sale') {
        scope = catalogue.featured.flatMap((product) => {
          const variants = product.variants.filter((v) => v.salePrice !== undefined);
          return variants.length ? [{ product, variants }] : [];
        });
      } else if (request.filterValue === 'new-in') {
        const since = catalogue.newest - NEW_IN_DAYS * DAY_MS;
        scope = catalogue.featured
          .filter((p) => p.created >= since)
          .map((product) => ({ product, variants: product.variants }));
      }
      return resultsAnswer(catalogue, scope, request, echo, options, {
        groupStart,
        relevanceName: 'Featured',
      });
    },

    async recommendations(options, request) {
      const catalogue = await catalogueOf(await prepare(), options.currency);
      const pod = PODS[request.podId as keyof typeof PODS];
      const ids = request.itemIds.map((id) => (/^\d{1,9}$/.test(id) ? Number(id) : Number.NaN));
      const item = ids.map((id) => catalogue.products.get(id)).find((p) => p !== undefined);
      const exclude = new Set(ids);
      const chosen =
        !item || !pod
          ? []
          : request.podId === 'pdp-ctl'
            ? completeTheLook(catalogue, item, exclude, request.numResults)
            : similarItems(catalogue, item, exclude, request.numResults);
      // The colour shown on the page (its variation) is shown on the results that come in it.
      const colour = item?.variants.find((v) => String(v.id) === request.variationId)?.colour;
      return {
        request: {
          pod_id: request.podId,
          num_results: request.numResults,
          item_id: request.itemIds,
          ...(request.variationId ? { variation_id: request.variationId } : {}),
          section: 'Products',
          ...userEcho(options),
        },
        response: {
          pod: { id: request.podId, display_name: pod?.display_name ?? request.podId },
          results: chosen.map((product) => ({
            ...searchItem(product, shownVariant(product.variants, colour ? [colour] : []), {
              variations: true,
            }),
            strategy: { id: pod?.strategy ?? request.podId },
          })),
          total_num_results: chosen.length,
        },
        result_id: randomUUID(),
      } satisfies SearchRecommendationsResult;
    },
  };
}
