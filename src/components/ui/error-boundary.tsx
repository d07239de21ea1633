import { Component, type ErrorInfo, type ReactNode } from "react";

interface State {
  failed: boolean;
}

/** Every island sits in one: a broken widget shows the spec's message instead of blanking the page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Errore nel componente interattivo", error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p className="font-semibold">Unexpected Application Error!</p>
          <p className="mt-2 text-sm">
            Ricarica la pagina oppure scrivici direttamente dalla pagina{" "}
            <a className="underline" href="/contatti">
              Contatti
            </a>
            .
          </p>
        </div>
      );
    }
    return this.props.children;
  }
}
