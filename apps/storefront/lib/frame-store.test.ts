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
