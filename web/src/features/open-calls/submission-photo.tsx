/** The current photo a performer sent with a submission, beside its casting view; a fixed 3:4 frame so nothing moves when it loads. */
import { Box } from '@mui/material';
import type { OpenCallView, SubmissionView } from '@scenecall/shared';
import { useImageUrl } from '../../lib/use-picture-url';

const enc = encodeURIComponent;

export function SubmissionPhoto({ call, submission }: { call: OpenCallView; submission: SubmissionView }) {
  const url = useImageUrl(`/open-calls/${enc(call.id)}/submissions/${enc(submission.performerId)}/photo`, {
    cache: false,
  });
  return (
    <Box sx={{ width: 90, height: 120, flex: 'none', bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden' }}>
      {url ? (
        <Box
          component="img"
          src={url}
          alt={`Photo ${submission.performer.name} sent with the submission`}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
    </Box>
  );
}
