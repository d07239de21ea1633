import type { ComponentType } from "react";
import { ErrorBoundary } from "../components/ui/error-boundary.tsx";

/**
 * A form's island, as its file exports it by default: the body inside the error boundary every
 * island has, so a render error shows the boundary's message instead of an empty box.
 */
export function formIsland<Props extends object>(Body: ComponentType<Props>): ComponentType<Props> {
  return function FormIsland(props: Props) {
    return (
      <ErrorBoundary>
        <Body {...props} />
      </ErrorBoundary>
    );
  };
}
