import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load (e.g. a chunk could not be fetched after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? error.statusText : 'This page could not be loaded.';
  return (
    <div className="sc-route-error">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <button type="button" className="sc-button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
