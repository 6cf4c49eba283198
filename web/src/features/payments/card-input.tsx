import { lazy, Suspense } from 'react';
import { PageLoading } from '../../components/page-loading';
import type { OnCardReady } from './card-confirmer';
import { StripeCardInput } from './stripe-card-element';

const LocalCardForm = lazy(() => import('./local-card-form'));

/** Stripe Elements in production; the stand-in's card form when the runtime config names one. */
export function CardInput({
  stripe,
  onReady,
}: {
  stripe: { publishableKey: string; localUrl: string | null };
  onReady: OnCardReady;
}) {
  if (stripe.localUrl) {
    return (
      <Suspense fallback={<PageLoading label="Loading the card form" />}>
        <LocalCardForm localUrl={stripe.localUrl} onReady={onReady} />
      </Suspense>
    );
  }
  return <StripeCardInput publishableKey={stripe.publishableKey} onReady={onReady} />;
}
