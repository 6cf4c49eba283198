/**
 * The day page's menu (spec 2 §2 'Project day page'): collapsible sections, all open at first.
 * Each action opens its panel; the exports download at once.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Button, Stack, Typography } from '@mui/material';
import {
  defaultCallSheet,
  defaultFittingSheet,
  type DayBookingBoard,
  type DayParticipantView,
  type ProductionDayView,
} from '@scenecall/shared';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import {
  downloadExport,
  useDeleteDay,
  useSaveCallSheet,
  useSaveFittingSheet,
  useSetDayStatus,
  type ExportKind,
} from '../api';
import { CALL_SHEET_FIELDS, checkCallSheet, checkFittingSheet, FITTING_SHEET_FIELDS } from '../sheet-forms';
import { AvailabilityCheckDialog, BlacklistDialog, CallTimeDialog, ConfirmPerformersDialog } from './booking-dialogs';
import { BOOKING_PANELS, type BookingPanel } from './booking-panels';
import { EditDayDialog } from './edit-day-dialog';
import { messageOf } from './error-alert';
import { SheetFormDialog } from './sheet-form-dialog';
import { ConfirmDialog } from './simple-dialogs';

// Loaded when first opened: the editor and its form are not needed to show the day.
const MassEmailDialog = lazy(() =>
  import('./mass-email-dialog').then((module) => ({ default: module.MassEmailDialog })),
);

type Panel = BookingPanel | 'call-sheet' | 'fitting-sheet' | 'mass-email' | 'edit' | 'archive' | 'delete';

interface Action {
  label: string;
  onClick: () => void;
  busy?: boolean;
}

function MenuSection({ title, actions }: { title: string; actions: Action[] }) {
  return (
    <Accordion defaultExpanded disableGutters variant="outlined" slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {actions.map((action) => (
            <Button key={action.label} onClick={action.onClick} disabled={action.busy} sx={{ textAlign: 'left' }}>
              {action.busy ? `${action.label}…` : action.label}
            </Button>
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

const EXPORT_NAMES: Record<ExportKind, (day: ProductionDayView) => string> = {
  'call-sheet.pdf': (day) => `call-sheet-${day.call?.filmingDate ?? day.firstDate}.pdf`,
  'fitting-sheet.pdf': (day) => `fitting-sheet-${day.fitting?.fittingDate ?? day.firstDate}.pdf`,
  'performers.csv': (day) => `performers-${day.firstDate}.csv`,
};

function useExports(projectId: string, day: ProductionDayView) {
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const run = (kind: ExportKind) => {
    setBusy(kind);
    setMessage(null);
    downloadExport(projectId, day.id, kind, EXPORT_NAMES[kind](day))
      .catch((error: unknown) => setMessage(messageOf(error)))
      .finally(() => setBusy(null));
  };
  return { busy, message, run, dismiss: () => setMessage(null) };
}

const BOOKING_DIALOGS = {
  availability: AvailabilityCheckDialog,
  confirm: ConfirmPerformersDialog,
  blacklist: BlacklistDialog,
  callTimes: CallTimeDialog,
} as const;

export function DayMenu({
  projectId,
  day,
  participants,
  board,
}: {
  projectId: string;
  day: ProductionDayView;
  participants: DayParticipantView[];
  board: DayBookingBoard | undefined;
}) {
  const navigate = useNavigate();
  const [panel, setPanel] = useState<Panel | null>(null);
  const close = () => setPanel(null);
  const exports = useExports(projectId, day);
  const saveCall = useSaveCallSheet(projectId, day.id);
  const saveFitting = useSaveFittingSheet(projectId, day.id);
  const setStatus = useSetDayStatus(projectId, day.id);
  const remove = useDeleteDay(projectId, day.id);
  const archived = day.status === 'Archived';
  const open = (next: Panel) => () => {
    setStatus.reset();
    remove.reset();
    saveCall.reset();
    saveFitting.reset();
    setPanel(next);
  };

  return (
    <Stack spacing={1.5} component="nav" aria-label="Production day actions">
      <MenuSection
        title="Manage Talent"
        actions={[
          { label: BOOKING_PANELS.availability.title, onClick: open('availability') },
          { label: BOOKING_PANELS.confirm.title, onClick: open('confirm') },
          { label: BOOKING_PANELS.blacklist.title, onClick: open('blacklist') },
        ]}
      />
      <MenuSection
        title="Forms & Documents"
        actions={[
          { label: 'Create Call Sheet', onClick: open('call-sheet') },
          { label: 'Create Fitting Sheet', onClick: open('fitting-sheet') },
          {
            label: 'Export Call Sheet',
            onClick: () => exports.run('call-sheet.pdf'),
            busy: exports.busy === 'call-sheet.pdf',
          },
          {
            label: 'Export Fitting Sheet',
            onClick: () => exports.run('fitting-sheet.pdf'),
            busy: exports.busy === 'fitting-sheet.pdf',
          },
          {
            label: 'Export Full Performer List',
            onClick: () => exports.run('performers.csv'),
            busy: exports.busy === 'performers.csv',
          },
        ]}
      />
      {exports.message && (
        <Alert severity="error" role="alert" onClose={exports.dismiss}>
          {exports.message}
        </Alert>
      )}
      <MenuSection
        title="Communication"
        actions={[
          { label: 'Mass Email', onClick: open('mass-email') },
          { label: BOOKING_PANELS.callTimes.title, onClick: open('callTimes') },
        ]}
      />
      <MenuSection
        title="Settings"
        actions={[
          { label: 'Edit Production Day Info', onClick: open('edit') },
          { label: archived ? 'Restore Production Day' : 'Archive Production Day', onClick: open('archive') },
          { label: 'Delete Production Day', onClick: open('delete') },
        ]}
      />

      {board &&
        (['availability', 'confirm', 'blacklist', 'callTimes'] as const).map((key) => {
          const BookingDialog = BOOKING_DIALOGS[key];
          // Mounted while open, so each opening starts from the board as it is then.
          return panel === key ? (
            <BookingDialog key={key} projectId={projectId} day={day} board={board} open onClose={close} />
          ) : null;
        })}
      <SheetFormDialog
        open={panel === 'call-sheet'}
        title="Call Sheet"
        fields={CALL_SHEET_FIELDS}
        initial={() => day.call ?? defaultCallSheet(day)}
        check={checkCallSheet}
        save={(call) => saveCall.mutateAsync(call)}
        saving={saveCall.isPending}
        error={saveCall.error}
        onClose={close}
      />
      <SheetFormDialog
        open={panel === 'fitting-sheet'}
        title="Fitting Sheet"
        fields={FITTING_SHEET_FIELDS}
        initial={() => day.fitting ?? defaultFittingSheet(day)}
        check={checkFittingSheet}
        save={(fitting) => saveFitting.mutateAsync(fitting)}
        saving={saveFitting.isPending}
        error={saveFitting.error}
        onClose={close}
      />
      {panel === 'mass-email' && (
        <Suspense fallback={null}>
          <MassEmailDialog open projectId={projectId} day={day} participants={participants} onClose={close} />
        </Suspense>
      )}
      <EditDayDialog open={panel === 'edit'} projectId={projectId} day={day} onClose={close} />
      <ConfirmDialog
        open={panel === 'archive'}
        title={archived ? 'Restore Production Day' : 'Archive Production Day'}
        message={
          archived
            ? 'Restore this production day to the status it had before it was archived?'
            : 'Archive this production day? It keeps its performers and can be restored later, but cannot be changed while archived.'
        }
        confirmLabel={archived ? 'Restore' : 'Archive'}
        busy={setStatus.isPending}
        error={setStatus.error}
        onConfirm={() => setStatus.mutate(archived ? 'restore' : 'archive', { onSuccess: close })}
        onClose={close}
      />
      <ConfirmDialog
        open={panel === 'delete'}
        title="Delete Production Day"
        message="Delete this production day and its list of performers? This cannot be undone."
        confirmLabel="Delete"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => navigate(paths.project.page(projectId)) })}
        onClose={close}
      />
    </Stack>
  );
}
