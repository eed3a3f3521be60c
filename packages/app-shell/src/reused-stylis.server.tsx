import { type ReactNode, useContext, useMemo } from 'react';
import { StyleSheetContext } from 'styled-components';

type Stringifier = React.ContextType<typeof StyleSheetContext>['stylis'];

/** Rules compiled per stylis instance, by class name and component: the same in every request. */
const compiledBy = new WeakMap<Stringifier, Stringifier>();
const COMPILED_MAX = 20_000;

/**
 * The same stylis with its answers kept for the process. A page's sheet is new on every
 * request, so styled-components compiles each rule it meets again (stylis' `parse` was the
 * largest single cost of a server render); the CSS of a class name never changes, so the
 * compiled rules are reused, checked against the CSS they came from.
 */
function remembering(stylis: Stringifier): Stringifier {
  const known = compiledBy.get(stylis);
  if (known) return known;
  const compiled = new Map<string, { css: string; rules: string[] }>();
  const remembered = ((css, selector, prefix, componentId) => {
    const id = `${componentId ?? ''}\u0000${selector ?? ''}\u0000${prefix ?? ''}`;
    const found = compiled.get(id);
    if (found && found.css === css) return found.rules;
    const rules = stylis(css, selector, prefix, componentId);
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    compiled.set(id, { css, rules });
    return rules;
  }) as Stringifier;
  remembered.hash = stylis.hash;
  compiledBy.set(stylis, remembered);
  return remembered;
}

/**
 * Inside `ServerStyleSheet#collectStyles`: the request's sheet, with a stylis that remembers
 * what it compiled in earlier requests.
 */
export function ReusedStylis({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: remembering(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
