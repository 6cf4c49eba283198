/** The user's penalties on the Admin's user page, with the false-information penalty an Admin records. */
import { Button, Typography } from '@mui/material';
import { formatCad } from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { announce } from '../../../lib/announcer';
import { recordFalseInformation, useUserPenalties, userPenaltiesKey } from '../api/penalties-api';
import { NoteDialog, PENALTY_COLUMNS, PenaltyRow } from './penalty-decisions';
import { Section } from './user-records';

export function UserPenalties({ uid }: { uid: string }) {
  const { data } = useUserPenalties(uid);
  const queryClient = useQueryClient();
  const [recording, setRecording] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: userPenaltiesKey(uid) });
  const penalties = data?.penalties ?? [];
  const totals = data?.totals;
  return (
    <>
      <Section
        title="Penalties"
        empty="No penalty."
        isEmpty={penalties.length === 0}
        narrowMinWidth={820}
        columns={PENALTY_COLUMNS}
      >
        {penalties.map((penalty) => (
          <PenaltyRow key={penalty.id} penalty={penalty} onChanged={refresh} />
        ))}
      </Section>
      {totals && (
        <Typography variant="body2">
          Owing {formatCad(totals.owingCents)} · waived {formatCad(totals.waivedCents)} · paid{' '}
          {formatCad(totals.paidCents)}
        </Typography>
      )}
      <Button variant="outlined" onClick={() => setRecording(true)} sx={{ alignSelf: 'flex-start' }}>
        Record a false-information penalty
      </Button>
      {recording && (
        <NoteDialog
          title="Record a false-information penalty ($25)"
          label="What was false"
          required
          actLabel="Record"
          act={(note) => recordFalseInformation(uid, note)}
          onClose={(done) => {
            setRecording(false);
            if (done) void refresh().then(() => announce('The penalty was recorded.'));
          }}
        />
      )}
    </>
  );
}
