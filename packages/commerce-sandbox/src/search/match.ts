import { sql } from 'kysely';
import type { SandboxDb } from '../operations/context';
import { type TermQuery, TYPO_MIN_LENGTH, typoOf } from './text';

/** The vocabulary (`search_words`): what the index holds of names, product codes, colours and categories. */
export async function loadVocabulary(db: SandboxDb): Promise<string[]> {
  const rows = await db.selectFrom('search_words').select('word').execute();
  return rows.map((row) => row.word);
}

/**
 * Indexed words a typed word is a typo of. A word that begins some indexed word is taken as typed (a prefix the
 * shopper is still typing) and gets none: the vocabulary in memory says so without a query. Otherwise pg_trgm
 * proposes every vocabulary word that shares a trigram with it, whole or by its beginning (any one-edit typo of
 * 4 letters or more shares one, so nothing is missed), and `typoOf` keeps those within one edit.
 */
export async function typoCorrections(
  db: SandboxDb,
  vocabulary: readonly string[],
  typed: string,
): Promise<string[]> {
  if (typed.length < TYPO_MIN_LENGTH || vocabulary.some((word) => word.startsWith(typed))) return [];
  const { rows } = await sql<{ word: string }>`
    select w.word from search_words w
    where similarity(w.word, ${typed}) > 0 or similarity(left(w.word, ${typed.length + 1}), ${typed}) > 0`.execute(
    db,
  );
  // Vocabulary words with a hyphen (`t-shirt`) are also held as their parts; only plain words go in a tsquery.
  return rows
    .map((row) => row.word)
    .filter((word) => /^[\p{L}\p{N}]+$/u.test(word) && typoOf(typed, word))
    .sort();
}

export interface MatchedProduct {
  id: number;
  /** Matched with every word as typed (no typo needed). */
  strict: boolean;
  rank: number;
}

/** What a term matches: every indexed product, and the first suggestion terms with their total. */
export interface TermMatch {
  products: MatchedProduct[];
  suggestions: string[];
  suggestionsTotal: number;
}

/** The most suggestions an answer may ask for (the SDK's `numResults` bound). */
export const MAX_SUGGESTIONS = 50;

/** ts_rank's default weights of the labels A, B, C and D. */
const LABEL_WEIGHTS: Readonly<Record<string, number>> = { A: 1, B: 0.4, C: 0.2, D: 0.1 };

/** Where a lexeme occurs: the document, its best label weight, and whether it is a name, colour or category word. */
interface Posting {
  doc: number;
  weight: number;
  /** Labelled A–C: a prefix of it matches (`word:*ABC`); D (descriptions) matches only whole. */
  prefixable: boolean;
}

/** The lexemes of a set of tsvector documents, sorted for prefix scans, with their postings. */
interface LexemeTable {
  lexemes: string[];
  postings: Map<string, Posting[]>;
}

interface Suggestion {
  term: string;
  words: number;
  productCount: number;
}

/**
 * The index as Postgres wrote it (`to_tsvector('simple', …)` with `setweight`, `search/build.ts`), held in memory
 * per catalogue version: the lexemes of every product document and suggestion document with their labels.
 * Matching a term then costs no statement, which keeps autocomplete fast for terms never asked before (the
 * embedded database runs one statement at a time for every shopper). It answers what `document @@ to_tsquery`
 * would: `tsQueryText` is the same query, evaluated here.
 */
export interface TermIndex {
  products: LexemeTable;
  suggestions: LexemeTable;
  suggestionList: Suggestion[];
}

function lexemeTable(
  rows: readonly { doc: number; lexeme: string; weights: string[] | null }[],
): LexemeTable {
  const postings = new Map<string, Posting[]>();
  for (const { doc, lexeme, weights } of rows) {
    const labels = weights && weights.length > 0 ? weights : ['D'];
    const weight = Math.max(...labels.map((label) => LABEL_WEIGHTS[label] ?? 0.1));
    const list = postings.get(lexeme) ?? [];
    list.push({ doc, weight, prefixable: labels.some((label) => label !== 'D') });
    postings.set(lexeme, list);
  }
  return { lexemes: [...postings.keys()].sort(), postings };
}

/** Loads the lexemes of the product and suggestion documents (two statements, once per catalogue version). */
export async function loadTermIndex(db: SandboxDb): Promise<TermIndex> {
  const documents = await sql<{ doc: number; lexeme: string; weights: string[] | null }>`
    select d.product_id as doc, u.lexeme, u.weights
    from search_documents d cross join lateral unnest(d.document) as u`.execute(db);
  const suggestions = await sql<{
    term: string;
    words: number;
    product_count: number;
    lexeme: string;
    weights: string[] | null;
  }>`
    select s.term, s.words, s.product_count, u.lexeme, u.weights
    from search_suggestions s cross join lateral unnest(s.document) as u
    order by s.term`.execute(db);
  const suggestionList: Suggestion[] = [];
  const suggestionIndex = new Map<string, number>();
  const suggestionRows = suggestions.rows.map((row) => {
    let doc = suggestionIndex.get(row.term);
    if (doc === undefined) {
      doc = suggestionList.length;
      suggestionIndex.set(row.term, doc);
      suggestionList.push({ term: row.term, words: row.words, productCount: row.product_count });
    }
    return { doc, lexeme: row.lexeme, weights: row.weights };
  });
  return {
    products: lexemeTable(documents.rows),
    suggestions: lexemeTable(suggestionRows),
    suggestionList,
  };
}

/** First index in sorted `lexemes` not below `prefix`. */
function lowerBound(lexemes: readonly string[], prefix: string): number {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((lexemes[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The documents one word matches (`word:*ABC | word | corrections…`), with the best weight it matched at: a
 * prefix of an A–C lexeme, or a whole lexeme of any label, or (loose only) a correction of it, whole.
 */
function wordDocuments(
  table: LexemeTable,
  word: string,
  corrections: readonly string[],
): Map<number, number> {
  const found = new Map<number, number>();
  const add = (postings: readonly Posting[] | undefined, prefixOnly: boolean) => {
    for (const posting of postings ?? []) {
      if (prefixOnly && !posting.prefixable) continue;
      found.set(posting.doc, Math.max(found.get(posting.doc) ?? 0, posting.weight));
    }
  };
  for (let i = lowerBound(table.lexemes, word); i < table.lexemes.length; i++) {
    const lexeme = table.lexemes[i] as string;
    if (!lexeme.startsWith(word)) break;
    add(table.postings.get(lexeme), lexeme !== word);
  }
  for (const correction of corrections) add(table.postings.get(correction), false);
  return found;
}

/** Documents every word matches, with the summed weights (a rank in the manner of ts_rank). */
function termDocuments(table: LexemeTable, query: TermQuery, strict: boolean): Map<number, number> {
  let matched: Map<number, number> | undefined;
  query.words.forEach((word, i) => {
    const documents = wordDocuments(table, word, strict ? [] : (query.corrections[i] ?? []));
    if (!matched) {
      matched = documents;
      return;
    }
    const next = new Map<number, number>();
    for (const [doc, rank] of matched) {
      const weight = documents.get(doc);
      if (weight !== undefined) next.set(doc, rank + weight);
    }
    matched = next;
  });
  return matched ?? new Map();
}

/**
 * What a term matches: the products (strict when matched with every word as typed) with their rank, and the
 * suggestions in order: matched as typed first, then terms that begin with what was typed, then shorter terms,
 * then those finding more products, then A–Z.
 */
export function matchTerm(index: TermIndex, query: TermQuery): TermMatch {
  if (query.words.length === 0) return { products: [], suggestions: [], suggestionsTotal: 0 };
  const strictProducts = termDocuments(index.products, query, true);
  const products = [...termDocuments(index.products, query, false)].map(([id, rank]) => ({
    id,
    strict: strictProducts.has(id),
    rank,
  }));
  const typed = query.words.join(' ');
  const strictSuggestions = termDocuments(index.suggestions, query, true);
  const suggestions = [...termDocuments(index.suggestions, query, false).keys()]
    .map((doc) => ({ doc, suggestion: index.suggestionList[doc] as Suggestion }))
    .sort(
      (a, b) =>
        Number(strictSuggestions.has(b.doc)) - Number(strictSuggestions.has(a.doc)) ||
        Number(b.suggestion.term.startsWith(typed)) - Number(a.suggestion.term.startsWith(typed)) ||
        a.suggestion.words - b.suggestion.words ||
        b.suggestion.productCount - a.suggestion.productCount ||
        (a.suggestion.term < b.suggestion.term ? -1 : a.suggestion.term > b.suggestion.term ? 1 : 0),
    );
  return {
    products,
    suggestions: suggestions.slice(0, MAX_SUGGESTIONS).map(({ suggestion }) => suggestion.term),
    suggestionsTotal: suggestions.length,
  };
}
