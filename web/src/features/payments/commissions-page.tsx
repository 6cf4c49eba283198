import { Alert, Box, Container, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import type {
  CommissionRateOptionId,
  CommissionRateResolution,
  CommissionRateTable,
  PenaltyView,
  VoucherCommissionOffer,
  WorkedDayView,
} from '@scenecall/shared';
import { lazy, memo, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { AfterPaint } from '../../lib/after-paint';
import { useCommissionHistory, usePenalties, useRuntimeConfig, useWorkedDays } from './api';
import { PenaltiesSection } from './penalties-section';
import { PenaltyChoice, payablePenalties } from './penalty-choice';
import { CommissionForm } from './commission-form';
import { PaymentHistory } from './payment-history';
import { PayArrivalsSection } from './pay-arrivals-section';
import { emptyForm, validatePaymentForm, type PaymentFormErrors, type PaymentFormValues } from './payment-form-state';

// The card step (Stripe, the outcome dialog) is fetched once the performer starts on the form, not
// with the page: most visits read the history and never pay.
const loadCardStep = () => import('./card-step').then(({ CardStep }) => ({ default: CardStep }));
const CardStep = lazy(loadCardStep);

const NO_VOUCHERS: VoucherCommissionOffer[] = [];
const NO_DAY_RATES: Record<string, CommissionRateResolution> = {};
const NO_PENALTIES: PenaltyView[] = [];

// Memoised, as is the history below: a refresh that ends with the same answers (TanStack keeps
// their references) must not render the form, its calendar and the history again on a slow phone.
const PaymentSteps = memo(function PaymentSteps({
  defaultRate,
  rateTable,
  dayRates,
  stripe,
  workedDays,
  vouchers,
  penalties,
}: {
  defaultRate: CommissionRateOptionId;
  /** Absent in an answer kept from before the table was a setting: the agreement's defaults. */
  rateTable: CommissionRateTable | undefined;
  dayRates: Record<string, CommissionRateResolution>;
  stripe: { publishableKey: string; localUrl: string | null };
  workedDays: WorkedDayView[];
  vouchers: VoucherCommissionOffer[];
  penalties: PenaltyView[];
}) {
  const [values, setValues] = useState<PaymentFormValues>(() => emptyForm(defaultRate, rateTable));
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [step, setStep] = useState<'form' | 'card'>('form');

  const change = (next: PaymentFormValues) => {
    void loadCardStep();
    setValues(next);
    if (submitted) setErrors(validatePaymentForm(next));
  };
  const submit = () => {
    const found = validatePaymentForm(values);
    setErrors(found);
    setSubmitted(true);
    if (Object.keys(found).length === 0) setStep('card');
  };
  const payPenaltiesAlone = () => {
    if (!values.penalties?.length) return;
    void loadCardStep();
    setValues({ ...values, penaltiesOnly: true });
    setStep('card');
  };
  const restart = () => {
    setValues(emptyForm(defaultRate, rateTable));
    setErrors({});
    setSubmitted(false);
    setStep('form');
  };

  if (step === 'card') {
    return (
      <Suspense fallback={<PageLoading label="Loading the payment step" />}>
        <CardStep
          values={values}
          stripe={stripe}
          onEdit={() => {
            setValues({ ...values, penaltiesOnly: false });
            setStep('form');
          }}
          onDone={restart}
        />
      </Suspense>
    );
  }
  return (
    <>
      <PenaltyChoice
        payable={payablePenalties(penalties)}
        chosen={values.penalties ?? []}
        onChange={(lines) => change({ ...values, penalties: lines })}
        onPayAlone={payPenaltiesAlone}
      />
      <CommissionForm
        values={values}
        errors={errors}
        onChange={change}
        onSubmit={submit}
        workedDays={workedDays}
        vouchers={vouchers}
        dayRates={dayRates}
      />
    </>
  );
});

const History = memo(PaymentHistory);

/** /performer/commissions: 'Pay the commission' (form, then card step) and the payment history. */
export default function CommissionsPage() {
  const history = useCommissionHistory();
  const config = useRuntimeConfig();
  const worked = useWorkedDays();
  const penalties = usePenalties();
  const days = worked.data?.days;
  const unpaidDays = useMemo(() => (days ?? []).filter((day) => !day.commissionPaid && day.dates.length > 0), [days]);
  // The worked days add a field above the work dates: the form waits for them (or their failure),
  // so that nothing below moves when they arrive after the history. The form, its calendar and the
  // history are the page's largest render: deferred, React renders them in slices (no long task on
  // a slow phone) while the loading state stays. Data kept from a last visit shows at once.
  const ready = useDeferredValue(Boolean(history.data && config.data && !worked.isPending && !penalties.isPending));
  const loading = !ready && !history.error && !config.error;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Link component={RouterLink} to={paths.performer.root} underline="hover" sx={{ display: 'inline-block', mb: 2 }}>
        ‹ Profile
      </Link>
      <Typography component="h1" variant="h4" gutterBottom>
        Pay the commission
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Please complete the payment form. If you're unsure about any of the fields, helpful guidance is provided below.
      </Typography>
      {loading && <PageLoading />}
      {(history.error || config.error) && (
        <Alert severity="error">{(history.error ?? config.error)?.message ?? 'An unexpected error occurred'}</Alert>
      )}
      {ready && history.data && config.data && (
        <Stack spacing={5}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            {history.data.canPay ? (
              <PaymentSteps
                defaultRate={history.data.defaultRateOptionId}
                rateTable={history.data.rateTable}
                dayRates={history.data.dayRates ?? NO_DAY_RATES}
                stripe={config.data.stripe}
                workedDays={unpaidDays}
                vouchers={history.data.vouchers ?? NO_VOUCHERS}
                penalties={penalties.data?.penalties ?? NO_PENALTIES}
              />
            ) : (
              <Alert severity="info">
                Your account must be activated before you can pay a commission. Please complete your{' '}
                <Link component={RouterLink} to={paths.performer.updateProfile}>
                  profile
                </Link>
                .
              </Alert>
            )}
          </Paper>
          {/* Past the first screen on a phone: in a commit of its own (issue 37). */}
          <AfterPaint>
            <PayArrivalsSection />
            <Divider />
            <Box>
              <History commissions={history.data.commissions} />
            </Box>
            {penalties.data && <PenaltiesSection answer={penalties.data} />}
          </AfterPaint>
        </Stack>
      )}
    </Container>
  );
}
