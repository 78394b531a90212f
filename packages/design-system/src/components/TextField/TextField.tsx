'use client';

import {
  type ReactNode,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import {
  Text as AriaText,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ClassNameOrFunction,
  FieldError,
  Input,
  Label,
  TextArea,
  type ValidationResult,
} from 'react-aria-components';
import { AlertIcon } from '../Icon';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './TextField.css';

/** A message for an invalid field: fixed text, or text chosen from the validation result. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** `hidden` keeps the label for assistive technology only (e.g. a search box with a visible icon and placeholder). */
export type LabelVisibility = 'visible' | 'hidden';

/** Appends a caller's class (string or render-state function, as in RAC) to the design-system class. */
export function withClassName<T>(
  base: string,
  className: ClassNameOrFunction<T> | undefined,
): ClassNameOrFunction<T> {
  if (typeof className === 'function') {
    return (values) => {
      const extra = className(values);
      return extra ? `${base} ${extra}` : base;
    };
  }
  return className ? `${base} ${className}` : base;
}

export interface FieldLabelProps {
  children: ReactNode;
  isRequired?: boolean | undefined;
  visibility?: LabelVisibility | undefined;
}

/**
 * A field's label (RAC `Label`, so it links itself to the control). A required field shows "*" after the text;
 * the marker is hidden from assistive technology because the control itself is announced as required.
 */
export function FieldLabel({ children, isRequired, visibility = 'visible' }: FieldLabelProps) {
  return (
    <Label className={visibility === 'hidden' ? visuallyHidden : styles.label}>
      {children}
      {isRequired ? (
        <span aria-hidden="true" className={styles.requiredMarker}>
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Help text under a control, linked to it with `aria-describedby` (RAC `Text slot="description"`). */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <AriaText slot="description" className={styles.description}>
      {children}
    </AriaText>
  );
}

/**
 * The error under an invalid control (RAC `FieldError`: shown only while the field is invalid, and linked to the
 * control). Without `errorMessage` it shows the validation's own messages (from `validate` or the browser).
 */
export function FieldErrorText({ errorMessage }: { errorMessage?: FieldErrorMessage | undefined }) {
  return (
    <FieldError className={styles.error}>
      {(validation) => {
        const message =
          typeof errorMessage === 'function'
            ? errorMessage(validation)
            : (errorMessage ?? validation.validationErrors.join(' '));
        return message ? (
          <>
            <AlertIcon size="small" className={styles.errorIcon} />
            <span>{message}</span>
          </>
        ) : null;
      }}
    </FieldError>
  );
}

type TextControl = HTMLInputElement & HTMLTextAreaElement;

/**
 * Keeps text the shopper typed before the field's script arrived (a slow connection, or a part loaded on demand
 * such as the gift card's fields). React hydrates around typed text but its state still holds the server's value,
 * so the next render would wipe what was typed. On hydration the typed text is replayed as the browser's own
 * `input` event — and `change` when the shopper has already left the field, which is when the browser would
 * have sent it — so the field's state, the caller's `onChange` and its validation all see it.
 */
function useKeepTextTypedBeforeHydration(control: RefObject<TextControl | null>, rendered: string) {
  const renderedAtMount = useRef(rendered);
  const replayed = useRef(false);
  // A layout effect: it runs in the hydration's own commit, before any later render could reset the text.
  useLayoutEffect(() => {
    const node = control.current;
    const expected = renderedAtMount.current;
    if (!node || node.value === expected) return;
    const typed = node.value;
    const ownSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(node), 'value')?.set;
    if (!ownSetter) return;
    // React remembers the last value it saw through the element's own `value` setter; telling it the server's
    // value first makes the typed text read as the shopper's change.
    node.value = expected;
    ownSetter.call(node, typed);
    node.dispatchEvent(new Event('input', { bubbles: true }));
    replayed.current = true;
  }, [control]);
  // `change` waits for the passive effects, where react-aria starts listening for it.
  useEffect(() => {
    const node = control.current;
    if (!replayed.current || !node) return;
    if (node.ownerDocument.activeElement !== node) node.dispatchEvent(new Event('change', { bubbles: true }));
  }, [control]);
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  /** The visible label, which is also the field's accessible name. */
  label: ReactNode;
  labelVisibility?: LabelVisibility;
  /** Help text under the field. */
  description?: ReactNode;
  /**
   * Shown while the field is invalid (from `isInvalid`, `validate`, `isRequired` or a native constraint). Pass
   * the spec's texts, e.g. `EMAIL_ERROR` ('Invalid email address') from `@wardrobe/domain-rules`.
   */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** A multi-line text area instead of a one-line input (messages, gift notes). */
  multiline?: boolean;
  /** Visible lines of a multi-line field. */
  rows?: number;
  /** The `<div>` around the field. */
  ref?: Ref<HTMLDivElement>;
  /** The `<input>` (or `<textarea>` when `multiline`). */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A labelled text input: react-aria-components `TextField` with `Label`, `Input` (or `TextArea`), description and
 * `FieldError`. Every RAC prop passes through (`type`, `autoComplete`, `name`, `value`/`onChange`, `isRequired`,
 * `validate`, `isInvalid`, `validationBehavior`, …).
 *
 * Required fields show "*" after the label and the control is `required` and `aria-required`. Text typed before
 * the page's script arrived is kept (see `useKeepTextTypedBeforeHydration`).
 * Reading: errors appear as RAC's default (`native`) validation shows them: after the shopper leaves a changed
 * field or submits the form, not while they type; `isInvalid` from the caller shows at once.
 */
export function TextField({
  label,
  labelVisibility = 'visible',
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows,
  className,
  ref,
  inputRef,
  ...props
}: TextFieldProps) {
  const ariaRequired = props.isRequired || undefined;
  const control = useRef<TextControl | null>(null);
  const controlRef = useCallback(
    (node: TextControl | null) => {
      control.current = node;
      assignRef(inputRef, node);
    },
    [inputRef],
  );
  useKeepTextTypedBeforeHydration(control, props.value ?? props.defaultValue ?? '');
  return (
    <AriaTextField {...props} ref={ref} className={withClassName(styles.field, className)}>
      <FieldLabel isRequired={props.isRequired} visibility={labelVisibility}>
        {label}
      </FieldLabel>
      {multiline ? (
        <TextArea
          ref={controlRef}
          className={styles.textArea}
          placeholder={placeholder}
          rows={rows}
          aria-required={ariaRequired}
        />
      ) : (
        <Input
          ref={controlRef}
          className={styles.input}
          placeholder={placeholder}
          aria-required={ariaRequired}
        />
      )}
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText errorMessage={errorMessage} />
    </AriaTextField>
  );
}
