/**
 * Spec 000 §4: only one quick-add panel is open at a time. A module-level store of the open panel's id, read with
 * `useSyncExternalStore`: opening one panel closes the others without a provider. Nothing is open on the server.
 */
type Listener = () => void;

let openId: string | null = null;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of [...listeners]) listener();
}

export const quickAddPanels = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** The id of the open panel, or `null`. */
  openId(): string | null {
    return openId;
  },
  serverOpenId(): null {
    return null;
  },
  open(id: string): void {
    if (openId === id) return;
    openId = id;
    emit();
  },
  /** Closes the panel if it is the open one (a panel never closes another). */
  close(id: string): void {
    if (openId !== id) return;
    openId = null;
    emit();
  },
};
