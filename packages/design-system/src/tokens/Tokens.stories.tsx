import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Heading, type HeadingSize } from '../components/Heading';
import { Text } from '../components/Text';
import { brandContrastPairs, brandTokens } from '../themes/brandTokens';
import { contrastRatio } from '../themes/contrast';
import { breakpoints } from './breakpoints';
import { vars } from './contract.css';
import { fontWeightValues, spacePx } from './scale';

/**
 * The tokens page: every value of the brand theme, drawn from the same data the theme is built from, so the page
 * cannot drift from the CSS.
 */
const meta = {
  title: 'Design system/Tokens',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Design tokens from the one theme contract (`vars`), filled by `brandTheme`. Read them in `.css.ts` ' +
          'files as `vars.color.brand`, `vars.space.small`…; plain numbers are exported as `spacePx`, ' +
          '`breakpoints`, `fontWeightValues`.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: 14 };
const cell: CSSProperties = {
  borderBottom: `1px solid ${vars.color.grey300}`,
  padding: '6px 8px',
  textAlign: 'left',
};

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Every colour slot with its value. */
export const Colours: Story = {
  render: () => (
    <Table caption="Colours" head={['Token', 'Value', 'Swatch']}>
      {Object.entries(brandTokens.color).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            <code>color.{name}</code>
          </th>
          <td style={cell}>
            <code>{value}</code>
          </td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: 48,
                height: 24,
                background: value,
                border: `1px solid ${vars.color.border}`,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: 'color.brand' })).toBeVisible();
    await expect(within(canvasElement).getByText('#64E6D6')).toBeVisible();
  },
};

/** The pairs components use, with their WCAG contrast ratios. */
export const ContrastPairs: Story = {
  render: () => (
    <Table caption="Text and background pairs" head={['Use', 'Pair', 'Ratio', 'Minimum']}>
      {brandContrastPairs.map(({ use, fg, bg, min }) => (
        <tr key={use}>
          <th scope="row" style={cell}>
            <span
              style={{ background: brandTokens.color[bg], color: brandTokens.color[fg], padding: '2px 6px' }}
            >
              {use}
            </span>
          </th>
          <td style={cell}>
            <code>
              {fg} on {bg}
            </code>
          </td>
          <td style={cell}>{contrastRatio(brandTokens.color[fg], brandTokens.color[bg]).toFixed(2)}:1</td>
          <td style={cell}>{min}:1</td>
        </tr>
      ))}
    </Table>
  ),
};

const sizeNames: [HeadingSize, string][] = [
  ['title1', 'Title 1'],
  ['title2', 'Title 2'],
  ['h1', 'H1'],
  ['h2', 'H2'],
  ['h3', 'H3'],
  ['h4', 'H4'],
  ['h5', 'H5'],
];

/** Fonts (licensed name → open-licence stand-in), size names and weights. */
export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Table caption="Fonts" head={['Token', 'Stack']}>
        {Object.entries(brandTokens.font).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              <code>font.{name}</code>
            </th>
            <td style={{ ...cell, fontFamily: value, fontSize: 18 }}>{value}</td>
          </tr>
        ))}
      </Table>
      <div style={{ display: 'grid', gap: 8 }}>
        {sizeNames.map(([size, label]) => (
          <Heading key={size} level={3} size={size}>
            {label}
          </Heading>
        ))}
      </div>
      <div>
        {(Object.keys(fontWeightValues) as (keyof typeof fontWeightValues)[]).map((weight) => (
          <Text key={weight} weight={weight}>
            {weight} {fontWeightValues[weight]}
          </Text>
        ))}
      </div>
    </div>
  ),
};

/** The spacing scale, XXS 6 … XXL 72. */
export const Spacing: Story = {
  render: () => (
    <Table caption="Spacing" head={['Token', 'px', 'Bar']}>
      {Object.entries(spacePx).map(([name, px]) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            <code>space.{name}</code>
          </th>
          <td style={cell}>{px}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{ display: 'block', width: px, height: 16, background: vars.color.brand }}
            />
          </td>
        </tr>
      ))}
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const px = within(canvasElement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[0]?.textContent);
    await expect(px).toEqual(['6', '12', '24', '36', '48', '60', '72']);
  },
};

/** Breakpoints, motion and layers. */
export const BreakpointsMotionAndLayers: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Table caption="Breakpoints (min-width)" head={['Name', 'px']}>
        {Object.entries(breakpoints).map(([name, px]) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              {name}
              {px === 768 ? ' (mobile breakpoint)' : ''}
            </th>
            <td style={cell}>{px}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Motion (collapses to 0.01 ms under reduced motion)" head={['Token', 'Value']}>
        {Object.entries(brandTokens.motion).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              <code>motion.{name}</code>
            </th>
            <td style={cell}>{value}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Layers (z-index)" head={['Token', 'Value']}>
        {Object.entries(brandTokens.zIndex).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              <code>zIndex.{name}</code>
            </th>
            <td style={cell}>{value}</td>
          </tr>
        ))}
      </Table>
    </div>
  ),
};
