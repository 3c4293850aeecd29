/** Text messages to a phone (a diner's sign-in code), behind one seam: the sandbox or an HTTP provider. */
export interface Messenger {
  /** Hands `body` to the provider for `to` (E.164); rejects when the provider did not take it. */
  send(to: string, body: string): Promise<void>;
}
