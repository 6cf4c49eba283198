/**
 * Owing penalties the performer may pay now: ticked ones go with the commission below (each its own
 * line, no HST), or are paid on their own with the button.
 */
import { Box, Button, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { formatCad, PENALTY_KIND_LABELS, type PaymentPenaltyLine, type PenaltyView } from '@scenecall/shared';

const lineOf = (penalty: PenaltyView): PaymentPenaltyLine => ({
  penaltyId: penalty.id,
  kind: penalty.kind,
  amountCents: penalty.amountCents,
});

export const payablePenalties = (penalties: readonly PenaltyView[]) =>
  penalties.filter((penalty) => penalty.state === 'owing' && !penalty.inPayment);

export function PenaltyChoice({
  payable,
  chosen,
  onChange,
  onPayAlone,
}: {
  payable: PenaltyView[];
  chosen: PaymentPenaltyLine[];
  onChange: (lines: PaymentPenaltyLine[]) => void;
  onPayAlone: () => void;
}) {
  if (payable.length === 0) return null;
  const isChosen = (penalty: PenaltyView) => chosen.some((line) => line.penaltyId === penalty.id);
  const toggle = (penalty: PenaltyView, on: boolean) =>
    onChange(on ? [...chosen, lineOf(penalty)] : chosen.filter((line) => line.penaltyId !== penalty.id));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Owing penalties to pay with this commission
      </Typography>
      <FormGroup>
        {payable.map((penalty) => (
          <FormControlLabel
            key={penalty.id}
            control={
              <Checkbox checked={isChosen(penalty)} onChange={(event) => toggle(penalty, event.target.checked)} />
            }
            label={`${PENALTY_KIND_LABELS[penalty.kind]}: ${formatCad(penalty.amountCents)} (no HST)`}
          />
        ))}
      </FormGroup>
      <Button variant="outlined" onClick={onPayAlone} aria-disabled={chosen.length === 0} sx={{ mt: 1 }}>
        Pay the ticked penalties on their own
      </Button>
    </Box>
  );
}
