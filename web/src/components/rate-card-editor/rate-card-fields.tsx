/** The rate card's fields: base rate and unit, minimum call, overtime, meal penalty, allowances, fitting, self-drive. */
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { RATE_UNITS, UNION_STATUSES, type UnionStatus } from '@scenecall/shared';
import type { ReactNode } from 'react';
import { PlainTextField } from '../plain-text-field';
import { allowanceIdFor, type DraftErrors, type RateCardDraft } from './rate-card-draft';

const MAX_OVERTIME_STEPS = 4;
const MAX_ALLOWANCES = 20;

interface FieldsProps {
  idPrefix: string;
  draft: RateCardDraft;
  errors: DraftErrors;
  onChange: (draft: RateCardDraft) => void;
}

type FieldProps = Omit<FieldsProps, 'draft' | 'onChange'> & {
  path: string;
  label: string;
  value: string;
  hint?: string;
  decimal?: boolean;
  onValue: (value: string) => void;
};

function Field({ idPrefix, errors, path, label, value, hint, decimal = true, onValue }: FieldProps) {
  const error = errors[path];
  return (
    <PlainTextField
      id={`${idPrefix}-${path.replaceAll('.', '-')}`}
      label={label}
      value={value}
      size="small"
      inputMode={decimal ? 'decimal' : 'text'}
      onChange={(event) => onValue(event.target.value)}
      error={error !== undefined}
      helperText={error ?? hint}
    />
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
        {legend}
      </FormLabel>
      {children}
    </Box>
  );
}

const row = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } };

function BaseFields({ idPrefix, draft, errors, onChange }: FieldsProps) {
  const field = { idPrefix, errors };
  return (
    <Group legend="Base rate">
      <Box sx={row}>
        <Field
          {...field}
          path="name"
          label="Card name"
          value={draft.name}
          decimal={false}
          onValue={(name) => onChange({ ...draft, name })}
        />
        <Field
          {...field}
          path="baseRateCents"
          label={draft.unit === 'hour' ? 'Rate per hour ($)' : 'Rate per day ($)'}
          value={draft.baseRate}
          onValue={(baseRate) => onChange({ ...draft, baseRate })}
        />
        <Field
          {...field}
          path="guaranteedHours"
          label={draft.unit === 'hour' ? 'Minimum call (hours)' : 'Hours the day rate covers'}
          value={draft.guaranteedHours}
          hint="Paid whatever was worked; in quarter hours"
          onValue={(guaranteedHours) => onChange({ ...draft, guaranteedHours })}
        />
        <Field
          {...field}
          path="roundingMinutes"
          label="Round worked time up to (minutes)"
          value={draft.roundingMinutes}
          hint="6 = tenths of an hour"
          onValue={(roundingMinutes) => onChange({ ...draft, roundingMinutes })}
        />
      </Box>
      <RadioGroup
        row
        aria-label="Paid by the"
        value={draft.unit}
        onChange={(event) => onChange({ ...draft, unit: event.target.value === 'day' ? 'day' : 'hour' })}
      >
        {RATE_UNITS.map((unit) => (
          <FormControlLabel
            key={unit}
            value={unit}
            control={<Radio />}
            label={unit === 'hour' ? 'Paid by the hour' : 'Paid by the day'}
          />
        ))}
      </RadioGroup>
    </Group>
  );
}

function OvertimeFields({ idPrefix, draft, errors, onChange }: FieldsProps) {
  const change = (index: number, step: RateCardDraft['overtime'][number]) =>
    onChange({ ...draft, overtime: draft.overtime.map((old, at) => (at === index ? step : old)) });
  return (
    <Group legend="Overtime bands">
      <Stack spacing={1.5}>
        {draft.overtime.map((step, index) => (
          <Box key={index} sx={{ ...row, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, alignItems: 'start' }}>
            <Field
              idPrefix={idPrefix}
              errors={errors}
              path={`overtime.${index}.afterHours`}
              label={`Band ${index + 1}: after (hours)`}
              value={step.afterHours}
              onValue={(afterHours) => change(index, { ...step, afterHours })}
            />
            <Field
              idPrefix={idPrefix}
              errors={errors}
              path={`overtime.${index}.multiplierPercent`}
              label={`Band ${index + 1}: pays (% of the rate)`}
              value={step.multiplierPercent}
              hint="150 = time and a half"
              onValue={(multiplierPercent) => change(index, { ...step, multiplierPercent })}
            />
            <Button onClick={() => onChange({ ...draft, overtime: draft.overtime.filter((_, at) => at !== index) })}>
              Remove band {index + 1}
            </Button>
          </Box>
        ))}
        {draft.overtime.length < MAX_OVERTIME_STEPS && (
          <Box>
            <Button
              onClick={() =>
                onChange({ ...draft, overtime: [...draft.overtime, { afterHours: '', multiplierPercent: '150' }] })
              }
            >
              Add an overtime band
            </Button>
          </Box>
        )}
      </Stack>
    </Group>
  );
}

function MealPenaltyFields({ idPrefix, draft, errors, onChange }: FieldsProps) {
  const field = { idPrefix, errors };
  return (
    <Group legend="Meal penalty">
      <FormControlLabel
        control={
          <Checkbox
            checked={draft.mealPenaltyOn}
            onChange={(event) => onChange({ ...draft, mealPenaltyOn: event.target.checked })}
          />
        }
        label="Pay a penalty for a late meal"
      />
      {draft.mealPenaltyOn && (
        <Box sx={{ ...row, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, mt: 1 }}>
          <Field
            {...field}
            path="mealPenalty.withinHours"
            label="Meal due within (hours)"
            value={draft.mealWithinHours}
            onValue={(mealWithinHours) => onChange({ ...draft, mealWithinHours })}
          />
          <Field
            {...field}
            path="mealPenalty.everyMinutes"
            label="One penalty every (minutes)"
            value={draft.mealEveryMinutes}
            onValue={(mealEveryMinutes) => onChange({ ...draft, mealEveryMinutes })}
          />
          <Field
            {...field}
            path="mealPenalty.penaltyCents"
            label="Each penalty ($)"
            value={draft.mealPenalty}
            onValue={(mealPenalty) => onChange({ ...draft, mealPenalty })}
          />
        </Box>
      )}
    </Group>
  );
}

function AllowanceFields({ idPrefix, draft, errors, onChange }: FieldsProps) {
  const change = (index: number, allowance: RateCardDraft['allowances'][number]) =>
    onChange({ ...draft, allowances: draft.allowances.map((old, at) => (at === index ? allowance : old)) });
  const add = () => {
    const id = allowanceIdFor(
      'Item',
      draft.allowances.map((allowance) => allowance.id),
    );
    onChange({ ...draft, allowances: [...draft.allowances, { id, label: '', amount: '' }] });
  };
  return (
    <Group legend="Allowances (wardrobe, props, gear)">
      <Stack spacing={1.5}>
        {draft.allowances.map((allowance, index) => (
          <Box
            key={allowance.id}
            sx={{ ...row, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' }, alignItems: 'start' }}
          >
            <Field
              idPrefix={idPrefix}
              errors={errors}
              path={`allowances.${index}.label`}
              label={`Allowance ${index + 1}: name`}
              value={allowance.label}
              decimal={false}
              onValue={(label) => change(index, { ...allowance, label })}
            />
            <Field
              idPrefix={idPrefix}
              errors={errors}
              path={`allowances.${index}.amountCents`}
              label={`Allowance ${index + 1}: pays ($)`}
              value={allowance.amount}
              onValue={(amount) => change(index, { ...allowance, amount })}
            />
            <Button
              onClick={() => onChange({ ...draft, allowances: draft.allowances.filter((_, at) => at !== index) })}
            >
              Remove allowance {index + 1}
            </Button>
          </Box>
        ))}
        {draft.allowances.length < MAX_ALLOWANCES && (
          <Box>
            <Button onClick={add}>Add an allowance</Button>
          </Box>
        )}
      </Stack>
    </Group>
  );
}

function TravelFields({ idPrefix, draft, errors, onChange }: FieldsProps) {
  const field = { idPrefix, errors };
  const toggle = (status: UnionStatus, on: boolean) =>
    onChange({
      ...draft,
      unionStatuses: UNION_STATUSES.filter((candidate) =>
        candidate === status ? on : draft.unionStatuses.includes(candidate),
      ),
    });
  return (
    <Group legend="Fitting and self-drive">
      <Box sx={row}>
        <Field
          {...field}
          path="fittingHours"
          label="A fitting pays (hours)"
          value={draft.fittingHours}
          onValue={(fittingHours) => onChange({ ...draft, fittingHours })}
        />
      </Box>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox
            checked={draft.selfDriveOn}
            onChange={(event) => onChange({ ...draft, selfDriveOn: event.target.checked })}
          />
        }
        label="Pay self-drive on days without a shuttle"
      />
      {draft.selfDriveOn && (
        <>
          <Box sx={{ ...row, mt: 1 }}>
            <Field
              {...field}
              path="selfDrive.beyondKm"
              label="Beyond (km from downtown Toronto)"
              value={draft.beyondKm}
              onValue={(beyondKm) => onChange({ ...draft, beyondKm })}
            />
            <Field
              {...field}
              path="selfDrive.centsPerKm"
              label="Each km past it pays ($)"
              value={draft.perKm}
              onValue={(perKm) => onChange({ ...draft, perKm })}
            />
          </Box>
          <Typography id={`${idPrefix}-statuses`} variant="body2" sx={{ mt: 1 }}>
            For performers who are
          </Typography>
          <Box role="group" aria-labelledby={`${idPrefix}-statuses`}>
            {UNION_STATUSES.map((status) => (
              <FormControlLabel
                key={status}
                control={
                  <Checkbox
                    checked={draft.unionStatuses.includes(status)}
                    onChange={(event) => toggle(status, event.target.checked)}
                  />
                }
                label={status}
              />
            ))}
          </Box>
          {errors['selfDrive.unionStatuses'] && (
            <Typography color="error" variant="body2">
              {errors['selfDrive.unionStatuses']}
            </Typography>
          )}
        </>
      )}
    </Group>
  );
}

export function RateCardFields(props: FieldsProps) {
  return (
    <Stack spacing={3}>
      <BaseFields {...props} />
      <OvertimeFields {...props} />
      <MealPenaltyFields {...props} />
      <AllowanceFields {...props} />
      <TravelFields {...props} />
    </Stack>
  );
}
