import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import {
  agencyInstant,
  defaultAvailabilityDeadline,
  formatDateAndTimeOfDay,
  formatDateForPeople,
  roleDisplayName,
  type BookingMode,
  type CastingPerformer,
} from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { announce } from '../../../lib/announcer';
import { useCodeOnDemand } from '../../../lib/use-code-on-demand';
import { castingKeys, createCastingDay, searchPerformersOnce, usePerformersByIds } from '../api';
import { CastingLayout } from '../components/casting-layout';
import { filtersQuery } from '../components/casting-filters';
import { ModeStep } from '../components/wizard-mode-step';
import {
  EMPTY_DETAILS,
  filtersForDay,
  pickedWording,
  toggleSelection,
  wizardBody,
  wizardScope,
  type WizardDetails,
  type WizardRole,
} from '../components/wizard-state';

// Steps 2 and 3 (date picker, project and role fields) load when a mode is about to be chosen (a
// mode card hovered or focused), step 4's search (filters, slider, cards, profile modal) while
// step 3 is filled in; the wizard moves on once a step's code is there.
const loadSteps = () => import('../components/wizard-steps');
const loadPicker = () => import('../components/performer-picker');

const CODE_MISSING = 'The next step could not be loaded. Check your connection and try again.';

const STEPS = ['Booking mode', 'Day details', 'Roles', 'Select performers', 'Ask availability'];
const DETAILS_STEP = STEPS.indexOf('Day details');
const SELECTION_STEP = STEPS.indexOf('Select performers');

/** Automatic mode: for each role, the first performers of the search (best match first) up to its slots. */
async function preselect(details: WizardDetails, roles: WizardRole[]): Promise<Record<string, string[]>> {
  const chosen = new Set<string>();
  const selection: Record<string, string[]> = {};
  const base = `${wizardScope(details)}&${filtersQuery(filtersForDay(details))}`;
  for (const role of roles) {
    const size = Math.min(100, role.slots + chosen.size);
    const page = await searchPerformersOnce(`${base}&size=${size}`);
    const picks = page.performers.filter((performer) => !chosen.has(performer.id)).slice(0, role.slots);
    selection[role.id] = picks.map((performer) => performer.id);
    for (const pick of picks) chosen.add(pick.id);
  }
  return selection;
}

/** What Confirm will send: the availability check, with the deadline the day page would propose. */
function AvailabilityNote({ dates, asked }: { dates: string[]; asked: number }) {
  if (asked === 0 || dates.length === 0) return null;
  const { date, time } = defaultAvailabilityDeadline(dates);
  if (agencyInstant(date, time).getTime() <= Date.now()) return null;
  return (
    <Typography sx={{ mt: 1 }}>
      Confirm e-mails the {asked === 1 ? 'selected performer' : `${asked} selected performers`} an availability check to
      answer by {formatDateAndTimeOfDay(date, time, { zone: true })}.
    </Typography>
  );
}

function Summary({
  details,
  roles,
  selection,
}: {
  details: WizardDetails;
  roles: WizardRole[];
  selection: Record<string, string[]>;
}) {
  const ids = roles.flatMap((role) => selection[role.id] ?? []);
  const cards = usePerformersByIds(ids);
  const byId = new Map((cards.data ?? []).map((performer: CastingPerformer) => [performer.id, performer]));
  return (
    <Box component="section" aria-labelledby="summary-heading">
      <Typography id="summary-heading" component="h2" variant="h6">
        {details.projectId ? 'Production day' : details.newProjectName}
      </Typography>
      <Typography>{details.dates.map(formatDateForPeople).join(' · ')}</Typography>
      <Typography color="text.secondary">
        {details.union} · {details.location} · {details.exterior}
        {details.selfDriveOnly ? ' · Self-drive only' : ''}
      </Typography>
      <AvailabilityNote dates={details.dates} asked={ids.length} />
      {roles.map((role) => (
        <Box key={role.id} sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {roleDisplayName(role)} ({pickedWording((selection[role.id] ?? []).length, role.slots)})
          </Typography>
          <List dense>
            {(selection[role.id] ?? []).map((id) => (
              <ListItem key={id}>
                <ListItemText primary={byId.get(id)?.name ?? '…'} />
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}

/** /casting/create: the 5-step production day wizard (spec 2 §2, §4), strictly forward. */
export default function WizardPage() {
  const [step, setStep] = useState(0);
  const [mode, setMode] = useState<BookingMode>('hand-picked');
  const [details, setDetails] = useState<WizardDetails>(EMPTY_DETAILS);
  const [roles, setRoles] = useState<WizardRole[]>([]);
  const [selection, setSelection] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One per wizard run, sent with every Confirm: a retry after a lost answer gets the same day back.
  const [requestId] = useState(() => crypto.randomUUID());
  const navigate = useNavigate();
  const client = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const steps = useCodeOnDemand(loadSteps);
  const picker = useCodeOnDemand(loadPicker);
  const warmPicker = picker.warm;
  // Between steps the step's heading takes the focus; arriving on the page, the page's h1 does (app layout).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 2) warmPicker();
    window.scrollTo(0, 0);
    heading.current?.focus();
    announce(heading.current?.textContent ?? '');
  }, [step, warmPicker]);
  const next = () => setStep((current) => Math.min(current + 1, STEPS.length - 1));
  /**
   * Goes to `target` once its code is there (a step number, not "next": a double press waiting for
   * the code must not skip a step); says so when the code could not be loaded.
   */
  const goOnceLoaded = async (target: number, code: { ensure: () => Promise<boolean> }) => {
    if (await code.ensure()) setStep(target);
    else setError(CODE_MISSING);
  };
  const toSelection = async () => {
    setSelection({});
    if (mode === 'automatic') {
      setBusy(true);
      try {
        setSelection(await preselect(details, roles));
      } catch {
        setError('The performers could not be pre-selected: choose them by hand.');
      } finally {
        setBusy(false);
      }
    }
    await goOnceLoaded(SELECTION_STEP, picker);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const dayId = await createCastingDay({ ...wizardBody(mode, details, roles, selection), requestId });
      await client.invalidateQueries({ queryKey: castingKeys.all });
      void navigate(paths.casting.day(dayId));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The day could not be created.');
      setBusy(false);
    }
  };
  const nextButton = (label: string) => (
    <Button variant="contained" onClick={next}>
      {label}
    </Button>
  );
  const pickerRoles = roles.map((role) => ({
    id: role.id,
    name: roleDisplayName(role),
    slots: role.slots,
    taken: (selection[role.id] ?? []).length,
  }));
  return (
    <CastingLayout title="Book the new day">
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3, display: { xs: 'none', sm: 'flex' } }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h5"
        sx={{ mb: 2, textAlign: 'center', outline: 'none' }}
      >
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {step === 0 && (
        <ModeStep
          onIntent={steps.warm}
          onChoose={(chosen) => {
            setMode(chosen);
            void goOnceLoaded(DETAILS_STEP, steps);
          }}
        />
      )}
      {step === 1 && steps.module && (
        <steps.module.DetailsStep details={details} onChange={setDetails} onSubmit={next} />
      )}
      {step === 2 && steps.module && (
        <steps.module.RolesStep roles={roles} onChange={setRoles} onSubmit={() => void toSelection()} />
      )}
      {step === 3 && picker.module && (
        <Box>
          <picker.module.PerformerPicker
            roles={pickerRoles}
            selected={selection}
            busy={busy}
            initialFilters={filtersForDay(details)}
            scopeOf={() => wizardScope(details)}
            onToggle={(roleId, performer) => {
              const role = roles.find((candidate) => candidate.id === roleId);
              if (role) setSelection((current) => toggleSelection(current, role, performer.id));
            }}
            actions={nextButton(`Next: ${STEPS[4]}`)}
          />
          <Box sx={{ mt: 3, textAlign: 'center' }}>{nextButton('Next')}</Box>
        </Box>
      )}
      {step === 4 && (
        <Stack spacing={3} sx={{ maxWidth: 640, mx: 'auto' }}>
          <Summary details={details} roles={roles} selection={selection} />
          <Box>
            <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
              {busy ? 'Creating…' : 'Confirm'}
            </Button>
          </Box>
        </Stack>
      )}
    </CastingLayout>
  );
}
