'use client';

import { normalizeSearchTerm } from '@wardrobe/domain-rules';
import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Input,
} from 'react-aria-components';
import { CloseIcon, SearchIcon } from '../Icon';
import {
  FieldDescription,
  type FieldErrorMessage,
  FieldErrorText,
  FieldLabel,
  type LabelVisibility,
  withClassName,
} from '../TextField/TextField';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './SearchField.css';

/** Accessible name of the clear button. */
export const CLEAR_SEARCH_LABEL = 'Clear search';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children' | 'onSubmit'> {
  /** Defaults to 'Search'. */
  label?: ReactNode;
  /** `hidden` keeps the label for assistive technology only, e.g. in the header search bar. */
  labelVisibility?: LabelVisibility;
  placeholder?: string;
  /** Help text under the field. */
  description?: ReactNode;
  /** Shown while the field is invalid. */
  errorMessage?: FieldErrorMessage;
  /**
   * Called on Enter with the trimmed term, and only when it is not empty (spec 001 §4–5: "Submitting a non-empty
   * trimmed term goes to /search?query=…"; "empty or whitespace-only terms ignored"). `searchResultsPath` from
   * `@wardrobe/domain-rules` builds the URL.
   */
  onSubmit?: (term: string) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A search box (react-aria-components `SearchField`): magnifier icon, input and a 'Clear search' button.
 * Enter submits (see `onSubmit`); Escape clears the text, and on an empty field lets Escape through so a search
 * bar around it can close. `onChange` gets the text as typed (spec 001 §5: "text used as typed"), for
 * autocomplete. Every RAC prop passes through (`value`/`defaultValue`, `onChange`, `onClear`, `name`, …).
 *
 * Reading: like RAC's, the clear button is for pointers and touch only (skipped by Tab); keyboard users have
 * Escape. It shows only while there is text. The mobile keyboard's Enter key reads "Search".
 */
export function SearchField({
  label = 'Search',
  labelVisibility = 'visible',
  placeholder,
  description,
  errorMessage,
  onSubmit,
  enterKeyHint = 'search',
  className,
  ref,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField
      {...props}
      ref={ref}
      enterKeyHint={enterKeyHint}
      onSubmit={(value) => {
        const term = normalizeSearchTerm(value);
        if (term !== undefined) onSubmit?.(term);
      }}
      className={withClassName(`${fieldStyles.field} ${styles.searchField}`, className)}
    >
      <FieldLabel isRequired={props.isRequired} visibility={labelVisibility}>
        {label}
      </FieldLabel>
      <div className={fieldStyles.inputGroup}>
        <SearchIcon className={styles.searchIcon} />
        <Input
          className={fieldStyles.groupInput}
          placeholder={placeholder}
          aria-required={props.isRequired || undefined}
        />
        <AriaButton
          className={`${fieldStyles.iconButton} ${styles.clearButton}`}
          aria-label={CLEAR_SEARCH_LABEL}
        >
          <CloseIcon size="small" />
        </AriaButton>
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
