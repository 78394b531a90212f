import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { linkGroupFixtures as fixtures } from './fixtures';
import { LinkGroup } from './LinkGroup';
import { linkGroupSchema } from './schema';

const renderEntry = (entry: unknown) => render(<LinkGroup {...linkGroupSchema.parse(entry)} />);

/** The paths of the issues a refused entry gets, as the renderer's log line names them. */
const issuePaths = (entry: unknown) =>
  (linkGroupSchema.safeParse(entry).error?.issues ?? []).map((issue) => issue.path.join('.'));

afterEach(cleanup);

describe('LinkGroup', () => {
  it('shows the heading as an h2 and the links in order with their hrefs', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Shop dresses by style');
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Midi dresses', '/womens/dresses/midi'],
      ['Maxi dresses', '/womens/dresses/maxi'],
      ['Shirt dresses', '/womens/dresses/shirt'],
      ['Wrap dresses', '/womens/dresses/wrap'],
      ['Party dresses', '/womens/dresses/party'],
    ]);
  });

  it('leaves the heading out when it is blank', () => {
    renderEntry(fixtures.noHeading);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('shows only links with text and a link', () => {
    renderEntry(fixtures.incompleteLinks);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/us/help/delivery',
      'mailto:help@wardrobe.shop',
    ]);
  });

  it('shows every link of a long group', () => {
    renderEntry(fixtures.manyLinks);
    expect(screen.getAllByRole('link')).toHaveLength(16);
  });

  it('refuses a group without links, naming the links field', () => {
    expect(issuePaths(fixtures.invalidNoLinks)).toEqual(['links']);
    expect(issuePaths(fixtures.invalidEmptyLinks)).toEqual(['links']);
    expect(issuePaths(fixtures.invalidOnlyIncompleteLinks)).toEqual(['links']);
    expect(linkGroupSchema.safeParse(fixtures.invalidNoLinks).error?.issues[0]?.message).toBe(
      'The link group needs links',
    );
  });

  it('refuses script and data links', () => {
    expect(issuePaths(fixtures.invalidScriptLink)).toEqual(['links.1.link']);
    expect(issuePaths(fixtures.invalidDataLink)).toEqual(['links.0.link']);
    expect(
      linkGroupSchema.safeParse({ ...fixtures.default, links: [{ text: 'x', link: ' JavaScript:x' }] })
        .success,
    ).toBe(false);
  });

  it('parses every valid fixture and refuses every invalid one', () => {
    for (const [name, fixture] of Object.entries(fixtures)) {
      expect([name, linkGroupSchema.safeParse(fixture).success]).toEqual([name, !name.startsWith('invalid')]);
    }
  });
});
