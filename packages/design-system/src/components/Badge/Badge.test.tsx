import { cleanup, render, screen } from '@testing-library/react';
import { parseBadgeData } from '@wardrobe/domain-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { contrastRatio } from '../../themes/contrast';
import { BADGE_TONE_COLOURS, Badge } from './Badge';

afterEach(cleanup);

describe('Badge', () => {
  it.each(Object.entries(BADGE_TONE_COLOURS))('draws the %s tone at AA contrast', (_, colours) => {
    expect(contrastRatio(colours.textColour, colours.backgroundColour)).toBeGreaterThanOrEqual(4.5);
  });

  it('shows its text in the tone colours, sale by default', () => {
    render(
      <>
        <Badge>Sale</Badge>
        <Badge tone="sale">Sale 2</Badge>
        <Badge tone="new">New in</Badge>
      </>,
    );
    const sale = screen.getByText('Sale');

    expect(sale.getAttribute('style')).toBeNull();
    expect(sale.className).toBe(screen.getByText('Sale 2').className);
    expect(sale.className).not.toBe(screen.getByText('New in').className);
  });

  it('draws product badge data as it comes', () => {
    render(<Badge {...parseBadgeData('name:Online only,textColour:#fff,backgroundColour:#000080')} />);
    const badge = screen.getByText('Online only');

    expect(badge.style.color).toBe('rgb(255, 255, 255)');
    expect(badge.style.backgroundColor).toBe('rgb(0, 0, 128)');
    expect(badge.hasAttribute('data-contrast-adjusted')).toBe(false);
  });

  it('corrects unreadable data colours and marks the badge', () => {
    render(
      <Badge textColour="#FFD700" backgroundColour="#FFFFFF">
        Last chance
      </Badge>,
    );
    const badge = screen.getByText('Last chance');

    expect(badge.style.color).toBe('rgb(0, 0, 0)');
    expect(badge.style.backgroundColor).toBe('rgb(255, 255, 255)');
    expect(badge.hasAttribute('data-contrast-adjusted')).toBe(true);
  });

  it('falls back to the tone for colours it cannot read', () => {
    render(
      <Badge textColour="not-a-colour" backgroundColour="transparent">
        Sale
      </Badge>,
    );

    expect(screen.getByText('Sale').getAttribute('style')).toBeNull();
  });

  it('prefers children to the data text and renders nothing without text', () => {
    const { container } = render(
      <>
        <Badge text="From data">From children</Badge>
        <Badge text="" />
      </>,
    );

    expect(container.textContent).toBe('From children');
    expect(container.children).toHaveLength(1);
  });
});
