import { useId } from 'react';

const FIELD_STYLE = {
  minHeight: 44,
  padding: '0 12px',
  border: '1px solid #000',
  borderRadius: 4,
  font: 'inherit',
};
const BUTTON_STYLE = {
  minHeight: 44,
  padding: '0 24px',
  border: 0,
  borderRadius: 4,
  background: '#000',
  color: '#fff',
  font: 'inherit',
  fontWeight: 700,
};

/**
 * For the Good Stuff blocks' stories: a stand-in for the host's account form (an email field and a submit button)
 * whose submit succeeds at once, so play functions can walk past it. Not part of the package's entries.
 */
export function DemoAccountForm({
  name,
  submitText,
  onDone,
  layout,
}: {
  /** The form's accessible name. */
  name: string;
  submitText: string;
  onDone: () => void;
  /** `row`: the field and button side by side, wrapping; `column`: stacked, full width. */
  layout: 'row' | 'column';
}) {
  const id = useId();
  const row = layout === 'row';
  return (
    <form
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        onDone();
      }}
      style={{
        display: 'flex',
        gap: 12,
        ...(row
          ? { flexWrap: 'wrap', alignItems: 'flex-end' }
          : { flexDirection: 'column', alignItems: 'stretch' }),
      }}
    >
      <div
        style={{ display: 'flex', flexDirection: 'column', gap: 4, ...(row ? { flex: '1 1 12rem' } : {}) }}
      >
        <label htmlFor={id}>Email</label>
        <input id={id} type="email" name="email" autoComplete="email" required style={FIELD_STYLE} />
      </div>
      <button type="submit" style={BUTTON_STYLE}>
        {submitText}
      </button>
    </form>
  );
}
