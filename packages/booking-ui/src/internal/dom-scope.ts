/**
 * Outside-press and focus lookups that also work inside a shadow root (the partner embed
 * renders the components in one): the document sees a press inside a shadow tree as a press
 * on its host, and `document.getElementById` cannot see into it.
 */

/** Whether a press happened outside `element`, judged by the event's composed path. */
export function pressedOutside(event: Event, element: Element | null): boolean {
  if (!element) return true;
  return !event.composedPath().includes(element);
}

/** The element of `id` in the same document or shadow root as `near`. */
export function elementById(near: Node | null, id: string): HTMLElement | null {
  const root = near?.getRootNode() as Document | ShadowRoot | undefined;
  const scope = root && 'getElementById' in root ? root : document;
  return scope.getElementById(id) as HTMLElement | null;
}
