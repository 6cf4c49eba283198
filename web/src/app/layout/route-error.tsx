import { Component, type ReactNode } from 'react';

/** Shown when a page fails to load (e.g. a chunk could not be fetched after a deploy). */
export function RouteError() {
  return (
    <div className="sc-route-error">
      <h1>Something went wrong</h1>
      <p>This page could not be loaded.</p>
      <button type="button" className="sc-button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

interface Props {
  /** The location's key: the next navigation tries again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/** The error page in place of the app when a page throws or its chunk does not load. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
