import { expect } from 'storybook/test';

type Typography = Partial<Record<'fontFamily' | 'fontSize' | 'fontWeight' | 'lineHeight', string>>;

/**
 * For stories: the element's computed typography equals what the design tokens given (`vars.font.quisas`, …)
 * compute to in the same place. A probe beside the element takes the tokens inline, so the theme on the page
 * resolves both; a block whose styles point at variables the theme does not define (a second copy of the theme
 * contract, as Storybook once had) falls back to inherited text and fails here. Not part of the package's entries.
 */
export async function expectTypography(element: HTMLElement, tokens: Typography): Promise<void> {
  const parent = element.parentElement;
  if (!parent) throw new Error('expectTypography: the element has no parent to hold the probe');
  const probe = element.ownerDocument.createElement(element.tagName);
  probe.setAttribute('aria-hidden', 'true');
  probe.textContent = 'probe';
  for (const [property, value] of Object.entries(tokens)) probe.style.setProperty(kebab(property), value);
  parent.append(probe);
  try {
    const want = getComputedStyle(probe);
    const got = getComputedStyle(element);
    for (const property of Object.keys(tokens)) {
      const name = kebab(property);
      await expect({ [name]: got.getPropertyValue(name) }).toEqual({ [name]: want.getPropertyValue(name) });
    }
  } finally {
    probe.remove();
  }
}

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
