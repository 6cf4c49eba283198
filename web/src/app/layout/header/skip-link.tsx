/** First stop for keyboard users: jump over the navigation to the page's content. */
export function SkipLink() {
  return (
    <a href="#main" className="sc-skip-link">
      Skip to main content
    </a>
  );
}
