import { beforeEach, describe, expect, it } from 'vitest';
import { useFrame } from './frame-store';

describe('the sign-in panel flags (spec 001 §4)', () => {
  beforeEach(() => useFrame.setState({ panel: undefined, signInType: 'signin', signedUp: false }));

  it('opens at the type asked; the same type again closes it, another type switches it', () => {
    useFrame.getState().toggleSignIn('signin');
    expect(useFrame.getState()).toMatchObject({ panel: 'signIn', signInType: 'signin' });
    useFrame.getState().toggleSignIn('create');
    expect(useFrame.getState()).toMatchObject({ panel: 'signIn', signInType: 'create' });
    useFrame.getState().toggleSignIn('create');
    expect(useFrame.getState().panel).toBeUndefined();
  });

  it('Join Now (create) resets the thank-you flag; Sign In keeps it', () => {
    useFrame.getState().toggleSignIn('create');
    useFrame.getState().setSignedUp();
    useFrame.getState().toggleSignIn('signin');
    expect(useFrame.getState().signedUp).toBe(true);
    useFrame.getState().toggleSignIn('create');
    expect(useFrame.getState()).toMatchObject({ panel: 'signIn', signInType: 'create', signedUp: false });
  });

  it('opening it closes the search bar and any other side panel', () => {
    useFrame.setState({ panel: 'bag', searchOpen: true });
    useFrame.getState().toggleSignIn('signin');
    expect(useFrame.getState()).toMatchObject({ panel: 'signIn', searchOpen: false });
  });
});

describe('the terms panel (spec 001 §4 "terms panel (holds active offer)")', () => {
  beforeEach(() => useFrame.setState({ panel: undefined, activeOffer: undefined, searchOpen: false }));

  it('holds the offer it shows, and closing it goes back to the offers panel', () => {
    useFrame.getState().openPanel('offers');
    useFrame.getState().openTerms({ title: 'Free delivery', termsAndConditionsDescription: 'UK only.' });
    expect(useFrame.getState()).toMatchObject({ panel: 'terms', activeOffer: { title: 'Free delivery' } });
    useFrame.getState().closeTerms();
    expect(useFrame.getState()).toMatchObject({ panel: 'offers', activeOffer: undefined });
  });

  it('closing it does nothing once another panel has taken its place', () => {
    useFrame.getState().openTerms({ title: 'Free delivery' });
    useFrame.getState().openPanel('bag');
    useFrame.getState().closeTerms();
    expect(useFrame.getState().panel).toBe('bag');
  });
});
