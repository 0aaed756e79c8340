/**
 * An async event handler for a prop that expects a plain one (`onPress`, `onChange`, `onSubmit`): the
 * promise is handed off with `void`, on purpose. The handlers wrapped with it say their failures
 * themselves (stores answer `{ error }`, they never throw), so nothing is left for a caller to await.
 * Without it, `@typescript-eslint/no-misused-promises` rightly asks what happens to the promise.
 */
export function detached<A extends unknown[]>(handler: (...args: A) => Promise<unknown>): (...args: A) => void {
  return (...args) => void handler(...args);
}
