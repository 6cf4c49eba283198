/** One booked performer on the set screen: photo, name, role, state, and what can happen next. */
import { formatTimeOfDay, type MinorTimeLeft, type SetScreenPerson, type SetState } from '@scenecall/shared';
import { Avatar, Box, Button, Chip, Paper, Typography } from '@mui/material';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { usePictureUrl } from '../../lib/use-picture-url';
import type { OnSetKind } from './queued-change';
import { MinorHoursChip } from './minor-hours';
import { STATE_COLOR, STATE_TEXT } from './set-states';

const NEXT: Partial<Record<SetState, { kind: OnSetKind; label: string }[]>> = {
  expected: [{ kind: 'check-in', label: 'Check in' }],
  late: [{ kind: 'check-in', label: 'Check in' }],
  'checked-in': [
    { kind: 'start-meal', label: 'Start meal' },
    { kind: 'wrap', label: 'Wrap' },
  ],
  'on-meal': [{ kind: 'end-meal', label: 'End meal' }],
};

interface PersonRowProps {
  person: SetScreenPerson;
  roleName: string;
  state: SetState;
  unsent: number;
  date: string;
  /** What may be recorded now: everything on a date on set, only a correction on a past date, nothing before it. */
  recording: 'on-set' | 'correction' | 'none';
  onAct: (person: SetScreenPerson, kind: OnSetKind) => void;
  onVoucher: (person: SetScreenPerson) => void;
  /** A minor's time left on the date shown (checked in, not wrapped). */
  left?: MinorTimeLeft;
}

export function PersonRow({
  person,
  roleName,
  state,
  unsent,
  date,
  recording,
  onAct,
  onVoucher,
  left,
}: PersonRowProps) {
  const photo = usePictureUrl(person.headshotKey);
  const voucher = person.vouchers.find((candidate) => candidate.date === date);
  const name = person.name || 'Unnamed performer';
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
      data-testid={`person-${person.performerId}`}
    >
      <Avatar src={photo} alt="" variant="rounded" sx={{ width: 56, height: 72, flexShrink: 0 }}>
        {name.slice(0, 1)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {roleName}
          {voucher?.in ? ` · in ${formatTimeOfDay(voucher.in)}` : ''}
          {voucher?.out ? ` · out ${formatTimeOfDay(voucher.out)}` : ''}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 0.5 }}>
          <Chip
            size="small"
            color={STATE_COLOR[state]}
            variant={state === 'late' ? 'outlined' : 'filled'}
            label={STATE_TEXT[state]}
            data-testid="state"
          />
          {unsent > 0 && <Chip size="small" variant="outlined" label="Not sent yet" />}
          {voucher?.status === 'disputed' && <Chip size="small" color="error" label="Voucher disputed" />}
          <MinorHoursChip person={person} left={left} />
          {person.firstDay && (
            <Chip size="small" color="primary" label="First day: voucher help" data-testid="first-day" />
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {(recording === 'on-set' ? (NEXT[state] ?? []) : []).map((action) => (
            <Button key={action.kind} size="small" variant="outlined" onClick={() => onAct(person, action.kind)}>
              {action.label}
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {` ${name}`}
              </Box>
            </Button>
          ))}
          {recording !== 'none' && (
            <Button size="small" onClick={() => onVoucher(person)}>
              Voucher
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {` of ${name}`}
              </Box>
            </Button>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
